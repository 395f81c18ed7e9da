/**
 * Names the site's admins from the command line, besides ADMIN_USERS:
 *
 *   npm run admin -- grant NAME     give NAME admin rights
 *   npm run admin -- revoke NAME    take them away
 *   npm run admin -- list           the admins
 *
 * It works on DATABASE_URL, or on the embedded PostgreSQL: the one `npm start` runs on this
 * machine, or, when the site is not running, started for the command and stopped after it.
 */
import { runCommand } from './db/command-database';
import { UserService } from './services/people/user.service';

const USAGE = 'usage: npm run admin -- grant NAME | revoke NAME | list';
const [command, name] = process.argv.slice(2);

if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && name))) {
  console.error(USAGE);
  process.exit(2);
}

runCommand(async (db, config) => {
  const users = new UserService(db, config.SESSION_DAYS, config.ADMIN_USERS);
  if (command === 'list') {
    const names = await users.listAdmins();
    console.log(names.length ? `Admins: ${names.join(', ')}` : 'No admins yet: the first account to sign up becomes one.');
    return 0;
  }
  if (!(await users.setAdmin(name, command === 'grant'))) {
    console.error(`No account is named ${name}.`);
    return 1;
  }
  console.log(command === 'grant' ? `${name} is an admin now.` : `${name} is no admin any more.`);
  if (command === 'revoke' && config.ADMIN_USERS.includes(name.toLowerCase())) {
    console.log(`Note: ${name} is listed in ADMIN_USERS and becomes an admin again at the next start.`);
  }
  return 0;
});
