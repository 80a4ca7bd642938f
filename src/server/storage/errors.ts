/**
 * The store could not be reached or refused the request (network, credentials, a missing bucket…): the member is told
 * to try again later, the operator reads the message in the log. A file that is simply missing is not an error.
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}
