import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/http";

const fallbackName = "contractclarity-data.zip";

function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? fallbackName;
}

/** GET /api/account/export, saved as the ZIP the server names (the browser's download, not a page navigation, so errors can be shown). */
export async function downloadMyData(): Promise<string> {
  const response = (await apiRequest("GET", "/api/account/export")) as Response;
  const blob = await response.blob();
  const fileName = fileNameOf(response);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData, retry: false });
}
