import { apiClient } from './api-client';
import { saveResponseAsFile } from './download-file';

export interface ApiFileDownload {
  /** The API path, without the API base (`carts/5/proposal.xlsx`). */
  path: string;
  searchParams?: Record<string, string | number | boolean>;
  /** The name to save under should the answer not name the file. */
  fallbackFileName: string;
}

/**
 * Fetches a file the API makes (a CSV, an `.xlsx`) and saves it under the name the server gives.
 * Through the API client, so a refusal or a lost session shows as any failed call does.
 */
export async function downloadApiFile({ path, searchParams, fallbackFileName }: ApiFileDownload): Promise<void> {
  const response = await apiClient.get(path, searchParams ? { searchParams } : {});
  await saveResponseAsFile(response, fallbackFileName);
}
