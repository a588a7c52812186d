import { loadConfig } from '../config.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertAccount } from '../modules/users/insert-account.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrator.ts';
import { hasAnyUser, seedDemoData } from '../demo/demo-data.ts';
import { DEMO_ROLES } from '../demo/roles.ts';

// npm run db:migrate | db:seed | db:create-admin -- <email> <first name> <last name>
// (the password is read from ADMIN_PASSWORD so it never lands in shell history).

async function run(command: string | undefined, args: string[]) {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database schema is up to date.');
    if (command === 'migrate') return;
    if (command === 'seed') {
      if (await hasAnyUser(db))
        return console.log('The database already has users; demo data is only written into an empty one.');
      const result = await seedDemoData(db, { filesDir: config.filesDir });
      return console.log(`Seeded ${result.users} users and ${result.students} students.`);
    }
    if (command === 'create-admin') {
      const [email, firstName, lastName] = args;
      const password = process.env.ADMIN_PASSWORD ?? '';
      if (!email || !firstName || !lastName || password.length < 10) {
        throw new Error(
          'Usage: ADMIN_PASSWORD=<10+ characters> npm run db:create-admin -- <email> <first name> <last name>',
        );
      }
      const now = new Date().toISOString();
      await db.kysely.transaction().execute(async (trx) => {
        const admin = DEMO_ROLES[0] as (typeof DEMO_ROLES)[number];
        let role = await trx.selectFrom('roles').select('id').where('name', '=', admin.name).executeTakeFirst();
        role ??= await trx
          .insertInto('roles')
          .values({ ...admin, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const person = await trx
          .insertInto('people')
          .values({
            first_name: firstName,
            last_name: lastName,
            email,
            title: null,
            preferred_name: null,
            phone: null,
            address1: null,
            address2: null,
            city: null,
            county: null,
            post_code: null,
            date_of_birth: null,
            picture_url: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertAccount(trx, {
          personId: person.id,
          email,
          passwordHash: await hashPassword(password),
          roleId: role.id,
        });
      });
      return console.log(`Created the system administrator ${email}.`);
    }
    throw new Error('Commands: migrate, seed, create-admin');
  } finally {
    await db.close();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
