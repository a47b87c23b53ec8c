/** How the order left the device: through the phone's share sheet, or as a downloaded file. */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/**
 * Offers the PDF to the phone's share sheet (WhatsApp, e-mail…: Web Share API level 2, when
 * `navigator.canShare({ files })` says files can go); elsewhere (a desktop browser, an old
 * phone) it is downloaded. The seller closing the share sheet is not an error.
 */
export async function shareOrder(
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
  title: string,
): Promise<ShareOutcome> {
  const blob = new Blob([bytes], { type: 'application/pdf' });
  const file = new File([blob], fileName, { type: 'application/pdf' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError and the like (no user activation left): download instead.
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}
