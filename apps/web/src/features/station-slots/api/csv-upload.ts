import type { Options } from 'ky';

/**
 * How the preview and the commit send a file: its bytes as they are, so the server reads the
 * encoding Excel wrote (Shift_JIS or UTF-8) itself, and its name for the history. The bytes are
 * read first rather than handing over the File, so the preview and the commit send exactly the same
 * content whatever the browser does with files; the type is set here because browsers give `.csv`
 * files different ones (Windows says `application/vnd.ms-excel`).
 */
export async function csvUpload(file: File): Promise<Options> {
  return {
    searchParams: { fileName: file.name },
    body: await file.arrayBuffer(),
    headers: { 'content-type': 'text/csv' },
  };
}
