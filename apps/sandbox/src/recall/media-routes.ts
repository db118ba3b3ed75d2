import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Route, RouteContext } from '../shared/router.js';
import { MEDIA_FILES } from './bot-resource.js';
import type { CallMedia } from './call-media.js';
import {
  buildParticipantEvents,
  buildSpeakerTimeline,
  buildTranscript,
  CALL_PARTICIPANTS,
} from './call-script.js';
import { sendNotFound } from './recall-errors.js';
import type { RecallStore, StoredRecording } from './recall-store.js';

export type MediaRoutesOptions = { store: RecallStore; media: CallMedia };

/**
 * Stands in for the pre-signed S3 URLs of `media_shortcuts.*.data.*download_url`: no
 * authentication, served once the recording is done. Every recording is the same scripted call,
 * timed from its own start.
 */
export function createMediaRoutes({ store, media }: MediaRoutesOptions): Route[] {
  function findRecording(id: string): StoredRecording | undefined {
    for (const bot of store.bots()) if (bot.recording?.id === id) return bot.recording;
    return undefined;
  }

  async function handleMedia({ req, res, params }: RouteContext) {
    const recording = findRecording(params.recordingId ?? '');
    if (recording?.status.code !== 'done') return sendNotFound(res);
    const startedAt = new Date(recording.startedAt);
    const isHead = req.method === 'HEAD';
    switch (params.file) {
      case MEDIA_FILES.video:
        if (!recording.videoMixed) return sendNotFound(res);
        return sendFile(res, {
          path: await media.videoPath(),
          contentType: 'video/mp4',
          range: req.headers.range,
          isHead,
        });
      case MEDIA_FILES.transcript:
        if (!recording.transcript) return sendNotFound(res);
        return sendDownload(res, { body: buildTranscript(startedAt), isHead });
      case MEDIA_FILES.participants:
        if (!recording.participantEvents) return sendNotFound(res);
        return sendDownload(res, { body: CALL_PARTICIPANTS, isHead });
      case MEDIA_FILES.speakerTimeline:
        if (!recording.participantEvents) return sendNotFound(res);
        return sendDownload(res, { body: buildSpeakerTimeline(startedAt), isHead });
      case MEDIA_FILES.participantEvents:
        if (!recording.participantEvents) return sendNotFound(res);
        return sendDownload(res, {
          body: buildParticipantEvents({ startedAt, recordingId: recording.id }),
          isHead,
        });
      default:
        return sendNotFound(res);
    }
  }

  return [
    { method: 'GET', pattern: '/media/:recordingId/:file', handle: handleMedia },
    { method: 'HEAD', pattern: '/media/:recordingId/:file', handle: handleMedia },
  ];
}

function sendDownload(res: ServerResponse, { body, isHead }: { body: unknown; isHead: boolean }) {
  const text = JSON.stringify(body);
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'private, max-age=3600',
  });
  res.end(isHead ? undefined : text);
}

type SendFileOptions = { path: string; contentType: string; range: string | undefined; isHead: boolean };

/** Streams a file, honouring one `Range: bytes=a-b` so players can seek. */
async function sendFile(res: ServerResponse, { path, contentType, range, isHead }: SendFileOptions) {
  const { size } = await stat(path);
  const headers = {
    'content-type': contentType,
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=3600',
  };
  let start = 0;
  let end = size - 1;
  let status = 200;
  if (range) {
    const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    const first = match?.[1] ? Number(match[1]) : undefined;
    const last = match?.[2] ? Number(match[2]) : undefined;
    if (first !== undefined) {
      start = first;
      end = last !== undefined ? Math.min(last, size - 1) : size - 1;
    } else if (last !== undefined) {
      start = Math.max(0, size - last);
    }
    if (!match || (first === undefined && last === undefined) || start > end || start >= size) {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${size}` }).end();
      return;
    }
    status = 206;
  }
  res.writeHead(status, {
    ...headers,
    'content-length': end - start + 1,
    ...(status === 206 ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (isHead) {
    res.end();
    return;
  }
  await pipeline(createReadStream(path, { start, end }), res);
}
