import { AppError } from '../../http/app-error';

/** A recording that would take its organization past the plan's storage: 413 where the size was declared. */
export class StorageFullError extends AppError {
  constructor(message: string) {
    super('VALIDATION_ERROR', message);
    this.name = 'StorageFullError';
  }
}
