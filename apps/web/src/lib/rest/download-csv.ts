import { restRequest } from './rest-request';

/**
 * Downloads a CSV the server wrote, under `fileName`. fetch's text() drops the byte-order mark
 * the server sent; spreadsheets need it to read UTF-8, so it goes back on.
 */
export async function downloadCsv(path: string, fileName: string) {
  const text = await restRequest<string>(path, { as: 'text' });
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
