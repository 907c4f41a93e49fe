import { errorFromResponse } from '../../src/errors';
import { API_PREFIX, CSRF_HEADER, readXsrfToken, XSRF_ISSUING_PATH } from '../../src/api/http';
import type { LibraryImage } from '../products/productsApi';

/**
 * Uploads one image to the store's library with XMLHttpRequest, because fetch reports no
 * upload progress. Sends the CSRF header as every write does (fetching the XSRF cookie
 * first when the browser has none). Resolves with the stored image; rejects with the
 * API's error (its message fit to show).
 */
export async function uploadImage(
  divisionId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<LibraryImage> {
  let token = readXsrfToken(document.cookie);
  if (!token) {
    await fetch(XSRF_ISSUING_PATH, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    token = readXsrfToken(document.cookie);
  }
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}/divisions/${divisionId}/images/`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader(CSRF_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(parsed as LibraryImage);
      } else reject(errorFromResponse(request.status, parsed));
    };
    request.onerror = () => reject(errorFromResponse(0, undefined));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
