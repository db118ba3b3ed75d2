const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export type PageOptions = {
  /** Name of the service the sandbox stands in for, shown in the header. */
  service: string;
  title: string;
  /** Trusted HTML: every piece of user input in it must already be escaped. */
  body: string;
  /** A wider layout for record pages with tables. */
  isWide?: boolean;
};

const STYLESHEET = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f4f5f7}
  header{background:#1f2328;color:#fff;padding:12px 24px;font-size:14px;letter-spacing:.02em}
  main{max-width:440px;margin:40px auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
  h1{font-size:22px;margin:0 0 8px}
  p{margin:0 0 16px}
  .muted{color:#59636e;font-size:14px}
  label{display:block;font-weight:600;margin:16px 0 4px}
  input,select{width:100%;padding:10px 12px;font:inherit;border:1px solid #d1d9e0;border-radius:8px;background:#fff}
  input:focus,select:focus{outline:2px solid #0969da;outline-offset:1px}
  main.wide{max-width:760px}
  table{width:100%;border-collapse:collapse;font-size:14px;margin:0 0 16px}
  th,td{text-align:left;padding:6px 8px;border-top:1px solid #eef0f2;vertical-align:top;word-break:break-word}
  th{width:38%;color:#59636e;font-weight:600}
  h2{font-size:16px;margin:24px 0 8px}
  a{color:#0969da}
  .highlight{background:#fff8c5}
  .error{background:#ffebe9;border:1px solid #ff818266;color:#82071e;padding:10px 12px;border-radius:8px;margin:16px 0}
  .actions{display:flex;gap:12px;margin-top:24px}
  .actions form{flex:1;display:flex}
  button{flex:1;padding:10px 16px;font:inherit;font-weight:600;border-radius:8px;border:1px solid #d1d9e0;background:#fff;cursor:pointer}
  button.primary{background:#0969da;border-color:#0969da;color:#fff}
  ul.scopes{list-style:none;padding:0;margin:16px 0}
  ul.scopes li{padding:10px 0;border-top:1px solid #eef0f2}
  ul.scopes code{display:block;font-size:12px;color:#59636e;word-break:break-all}
`;

/** Wraps page content in the shared sandbox layout (header, stylesheet). */
export function renderPage({ service, title, body, isWide = false }: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Ting sandbox</title>
<style>${STYLESHEET}</style>
</head>
<body>
<header>Ting sandbox — stands in for ${escapeHtml(service)}</header>
<main${isWide ? ' class="wide"' : ''}>
${body}
</main>
</body>
</html>
`;
}
