// npm run flags -- list | set NAME on|off | percentage NAME 0-100|none | client NAME CLIENT_ID on|off
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createFlagService } from '../modules/flags/service.ts';

const [command, name, value, extra] = process.argv.slice(2);
const usage = 'usage: flags list | set NAME on|off | percentage NAME 0-100|none | client NAME CLIENT_ID on|off';

async function run() {
  const handle = await openDatabase(loadConfig());
  try {
    await migrateDatabase(handle);
    const flags = createFlagService({ db: handle.db });
    if (command === 'list') {
      for (const f of await flags.list()) {
        const pct = f.percentageOfActors == null ? '' : ` ${f.percentageOfActors}% of actors`;
        console.log(`${f.enabled ? 'on ' : 'off'} ${f.name}${pct}  ${f.description}`);
      }
    } else if (command === 'set' && name && (value === 'on' || value === 'off')) {
      await flags.setEnabled(name, value === 'on');
      console.log(`${name} is ${value}`);
    } else if (command === 'percentage' && name && value) {
      const pct = value === 'none' ? null : Number(value);
      if (pct !== null && (!Number.isInteger(pct) || pct < 0 || pct > 100))
        throw new Error('percentage is 0-100 or none');
      await flags.setPercentage(name, pct);
      console.log(`${name}: ${pct ?? 'no'} percentage gate`);
    } else if (command === 'client' && name && value && (extra === 'on' || extra === 'off')) {
      const id = Number(value);
      if (!Number.isInteger(id)) throw new Error('CLIENT_ID must be a number');
      if (extra === 'on') await flags.enableForClient(name, id);
      else await flags.disableForClient(name, id);
      console.log(`${name} ${extra} for client ${id}`);
    } else {
      console.error(usage);
      process.exitCode = 2;
    }
  } finally {
    await handle.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
