/**
 * `npm run edit:user -- add EMAIL --role editor|publisher [--password-stdin]`, `… remove EMAIL`, `… list`: the
 * accounts of the editor's team mode (`npm run edit -- --team`), made on the server's command line. The password is
 * asked twice, unseen, or read from standard input with --password-stdin (for a script); it is stored only as a slow
 * salted hash (editor/team/accounts.ts).
 */
import { read } from 'read';
import { AccountStore, accountsFile, passwordProblem, ROLES, type Role } from '../editor/team/accounts.ts';

const USAGE = `Usage:
  npm run edit:user -- add EMAIL --role editor|publisher [--password-stdin]
  npm run edit:user -- remove EMAIL
  npm run edit:user -- list`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function passwordFromStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  // One line: the newline that ends it is not part of the password.
  return text.replace(/\r?\n$/, '');
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) fail('There is no terminal to ask the password in: pass it with --password-stdin.');
  for (;;) {
    const first = await read({ prompt: 'Password: ', silent: true, replace: '' });
    const weak = passwordProblem(first);
    if (weak) {
      console.error(`Not taken: ${weak}.`);
      continue;
    }
    if ((await read({ prompt: 'The same password again: ', silent: true, replace: '' })) === first) return first;
    console.error('The two passwords differ: once more.');
  }
}

const [command, ...rest] = process.argv.slice(2);
const store = new AccountStore();
const flag = (name: string) => rest.includes(name);
const option = (name: string) => {
  const at = rest.indexOf(name);
  return at >= 0 ? rest[at + 1] : undefined;
};
const email = rest.find((word, i) => !word.startsWith('--') && rest[i - 1] !== '--role');

try {
  if (command === 'add') {
    if (!email) fail(`Which e-mail? ${USAGE}`);
    const role = option('--role');
    if (!ROLES.includes(role as Role)) fail(`--role must be editor or publisher.\n${USAGE}`);
    const password = flag('--password-stdin') ? await passwordFromStdin() : await askPassword();
    const account = await store.add(email, role as Role, password);
    console.log(`Added ${account.email} (${account.role}) to ${store.file}.`);
  } else if (command === 'remove') {
    if (!email) fail(`Which e-mail? ${USAGE}`);
    if (!(await store.remove(email))) fail(`${email} has no account in ${store.file}: nothing removed.`);
    console.log(`Removed ${email}: its sessions end at its next request.`);
  } else if (command === 'list') {
    const accounts = await store.list();
    if (accounts.length === 0) console.log(`No accounts in ${accountsFile()}.`);
    for (const account of accounts)
      console.log(`${account.email}  ${account.role}  since ${account.created.slice(0, 10)}`);
  } else {
    fail(USAGE);
  }
} catch (error) {
  fail(`Nothing changed: ${(error as Error).message}.`);
}
