import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../http/app-error';
import { NotARecordingError } from './media-type';
import { asJsonErrorBody, tusErrorOf, tusErrorResponse } from './tus-errors';

const loggerSpy = () => {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
};

describe('tusErrorResponse', () => {
  it('keeps our own refusals as they are', () => {
    const { log, error } = loggerSpy();
    const refusal = tusErrorOf(new AppError('CONFLICT', 'This meeting already has a recording.'));
    expect(tusErrorResponse({ error: refusal, log })).toEqual({
      status_code: 409,
      body: JSON.stringify({ code: 'CONFLICT', message: 'This meeting already has a recording.' }),
    });
    expect(tusErrorOf(new NotARecordingError())).toMatchObject({ status_code: 415 });
    expect(error).not.toHaveBeenCalled();
  });

  it("puts tus's protocol refusals in our shape", () => {
    const { log } = loggerSpy();
    const conflict = tusErrorResponse({ error: { status_code: 409, body: 'Upload-Offset conflict\n' }, log });
    expect(conflict.status_code).toBe(409);
    expect(JSON.parse(conflict.body)).toEqual({ code: 'CONFLICT', message: 'Upload-Offset conflict.' });
  });

  it('shows nothing of an unexpected failure, and logs it once under the reference it shows', () => {
    const { log, error } = loggerSpy();
    const failure = new Error('Failed query: insert into "meetings" params: Dana; /data/objects/org/x');
    const response = tusErrorResponse({ error: failure, log });
    expect(response.status_code).toBe(500);
    const body = JSON.parse(response.body);
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).toMatch(/^Something went wrong on our side\. Please try again\./);
    expect(response.body).not.toMatch(/insert|Dana|objects/);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatchObject({ err: failure });
    expect(body.message).toContain(error.mock.calls[0]?.[0].reference);

    const tusFault = tusErrorResponse({ error: { status_code: 500, body: 'ENOENT /data/uploads/x\n' }, log });
    expect(tusFault.body).not.toMatch(/ENOENT|uploads/);
  });
});

describe('asJsonErrorBody', () => {
  it('gives the answers tus writes itself the same shape', () => {
    expect(JSON.parse(asJsonErrorBody(412, 'Tus-Resumable Required\n'))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Tus-Resumable Required.',
    });
    expect(JSON.parse(asJsonErrorBody(404, 'Not found\n'))).toEqual({
      code: 'NOT_FOUND',
      message: 'Not found.',
    });
    const ours = JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Sign in again.' });
    expect(asJsonErrorBody(401, ours)).toBe(ours);
  });
});
