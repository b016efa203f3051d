/**
 * The sign-in page of the editor's team mode: the only page served before signing in. Plain HTML with its styles
 * inline and no script, so it works in any browser and carries nothing of the editor.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#f5f3ff}
main{width:min(24rem,100% - 2rem);background:#fff;border:1px solid #ddd6fe;border-radius:12px;padding:1.5rem 1.5rem 1.75rem;box-shadow:0 8px 24px rgb(76 29 149 / 8%)}
h1{font-size:1.35rem;margin:0 0 .25rem}
p{margin:0 0 1rem;color:#4b5563}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font:inherit;padding:.55rem .7rem;border:1px solid #9ca3af;border-radius:6px}
input:focus-visible,button:focus-visible{outline:3px solid #7c3aed;outline-offset:2px}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:600;padding:.6rem;border:0;border-radius:6px;background:#5b21b6;color:#fff;cursor:pointer}
.problem{margin:1rem 0 0;padding:.6rem .75rem;border-radius:6px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
`;

export function signInPage({ email = '', problem }: { email?: string; problem?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in · Editor</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sign in to the editor</h1>
<p>With the e-mail and password your team gave you.</p>
<form method="post" action="/sign-in">
${problem ? `<p class="problem" role="alert">${escape(problem)}</p>` : ''}
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}"${problem ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${problem ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>
`;
}
