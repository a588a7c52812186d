import { selectErrorMessage } from '@collegium/domain/error-message';
import { isSuccessStatus, statusText } from '@collegium/domain/http-status';
import { ApiError } from './api-client.ts';
import { apiUrl } from './config.ts';

// Sends a multipart form (an upload) under the API prefix, reporting how much has been sent.
// fetch cannot report upload progress, so this uses XMLHttpRequest; failures become the same
// ApiError as every other call (spec 8).

export type UploadProgress = (sent: number, total: number) => void;

export function postForm<T>(path: string, form: FormData, onProgress?: UploadProgress): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress)
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = xhr.responseText === '' ? null : JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: keep the text.
      }
      if (isSuccessStatus(xhr.status)) return resolve(data as T);
      reject(
        new ApiError({
          data,
          status: xhr.status,
          statusMessage: statusText(xhr.status),
          message: selectErrorMessage({ data, status: xhr.status }),
        }),
      );
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          data: null,
          status: false,
          statusMessage: statusText(false),
          message: selectErrorMessage({
            data: null,
            status: false,
            networkMessage: 'The upload could not reach the server.',
          }),
        }),
      );
    xhr.send(form);
  });
}

/** The message the server gave for one field (`details[].param`), if any. */
export function fieldError(error: unknown, param: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const details = error.body?.details;
  if (!Array.isArray(details)) return undefined;
  return details.find((d) => d.param === param)?.message;
}
