import type { MailboxMessage } from '@kinwell/adapters-local';
import { escapeHtml } from '@kinwell/email-templates';

/**
 * /dev/mail: the local mailbox as a page, so codes and invitations can be read as a user would read them.
 * Each message's HTML is shown in a sandboxed frame (srcdoc), where its scripts cannot run.
 */
/** A file sent with the mail: its text, and a link that downloads it (a calendar file opens in a calendar app). */
function attachmentView(file: NonNullable<MailboxMessage['attachments']>[number]): string {
  const href = `data:${file.contentType.split(';')[0]};base64,${Buffer.from(file.content, 'utf8').toString('base64')}`;
  return `  <details><summary>Attachment ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</summary>
  <p><a download="${escapeHtml(file.filename)}" href="${escapeHtml(href)}">Download ${escapeHtml(file.filename)}</a></p>
  <pre>${escapeHtml(file.content)}</pre></details>
`;
}

export function renderMailboxPage(messages: MailboxMessage[], filter: string | undefined, nonce: string): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><h2>${escapeHtml(m.subject)}</h2>
  <p><span>To <strong>${escapeHtml(m.to)}</strong></span> · <span>From ${escapeHtml(m.from)}</span> · <time datetime="${m.sentAt}">${escapeHtml(new Date(m.sentAt).toUTCString())}</time></p></header>
  <details open><summary>HTML</summary><iframe sandbox title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe></details>
  <details><summary>Plain text</summary><pre>${escapeHtml(m.text)}</pre></details>
${(m.attachments ?? []).map(attachmentView).join('\n')}</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox · Kinwell</title>
<style nonce="${nonce}">
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; }
  form { display: flex; gap: .5rem; margin-block: 1rem; }
  input { flex: 1; padding: .5rem; font: inherit; }
  button, a.button { padding: .5rem 1rem; font: inherit; }
  article { border: 1px solid #8884; border-radius: .5rem; padding: 1rem; margin-block: 1rem; }
  h2 { margin: 0 0 .25rem; font-size: 1.1rem; }
  header p { margin: 0; color: GrayText; font-size: .9rem; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #8884; background: #fff; }
  pre { white-space: pre-wrap; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
<p>Every mail the local runtime sends lands here, newest first. The same list is served as JSON at <code>/api/dev/mail</code>.</p>
<form method="get" action="/dev/mail">
  <label for="to">Recipient</label>
  <input id="to" name="to" type="email" value="${escapeHtml(filter ?? '')}" placeholder="jane@acme.example">
  <button type="submit">Filter</button>
  <a class="button" href="/dev/mail">All</a>
</form>
${messages.length === 0 ? `<p role="status">No mail${filter ? ` for ${escapeHtml(filter)}` : ''} yet.</p>` : items}
</body>
</html>`;
}
