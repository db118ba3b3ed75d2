import { escapeHtml } from '../text/escape-html';

/**
 * A small standalone HTML page for outcomes of browser redirects (OAuth callbacks) that cannot go on.
 * `reference` (the request id) lets support find the logged detail; the page itself never shows detail.
 */
export function renderMessagePage(options: {
  title: string;
  message: string;
  linkHref: string;
  linkText: string;
  reference?: string;
}) {
  const { title, message, linkHref, linkText, reference } = options;
  const referenceLine = reference
    ? `<p class="reference">Reference: <code>${escapeHtml(reference)}</code></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Ting</title>
<style>body{font-family:system-ui,sans-serif;background:#f8f9fa;color:#212529;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #dee2e6;border-radius:12px;padding:32px;max-width:480px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:1.25rem;margin:0 0 12px}p{line-height:1.5;margin:0 0 20px}a{color:#228be6;font-weight:600}
.reference{color:#868e96;font-size:.875rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${referenceLine}<a href="${escapeHtml(linkHref)}">${escapeHtml(linkText)}</a></main></body></html>`;
}
