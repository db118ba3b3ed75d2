export type TSaveFileOptions = {
  blob: Blob;
  filename: string;
};

export type TFormPostOptions = {
  action: string;
  fields: Record<string, string>;
};

/**
 * Whole-page navigations. Kept on one object so tests can replace them with `vi.spyOn`: jsdom cannot
 * navigate, and the product must really leave the page (OAuth and Auth.js redirects).
 */
export const browser = {
  /** Sends the browser to another address (for example an OAuth authorisation page). */
  assign(url: string): void {
    window.location.assign(url);
  },

  /** Submits a real HTML form, so the browser follows the server's redirect and keeps its cookies. */
  submitForm({ action, fields }: TFormPostOptions): void {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = action;
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
  },

  /** Reloads the page, so every screen starts again from the server's state. */
  reload(): void {
    window.location.reload();
  },

  /** Saves a fetched file through a temporary object URL (for downloads that need the Bearer token). */
  saveFile({ blob, filename }: TSaveFileOptions): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoked on the next turn: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },

  origin(): string {
    return window.location.origin;
  },
};
