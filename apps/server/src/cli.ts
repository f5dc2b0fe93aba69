import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AppError, type PlanName } from '@tabletalk/contracts';
import pino from 'pino';
import type { AppContext } from './context';
import { findPlan, listPlans } from './core/entitlements';
import { openDatabase } from './db/client';
import { lockEmbeddedDatabase } from './db/lock';
import { runMigrations } from './db/migrate';
import { type Env, parseEnv, readSecretVariable } from './env';
import { loggerOptions } from './lib/logger';
import { createSecretBox, dataEncryptionKey } from './lib/security/secret-box';
import { assignPlan } from './modules/billing';
import { rotateEmbedSecret } from './modules/dashboards';
import { getOrganization, listAllOrganizations, setOrganizationStatus } from './modules/orgs';
import { reencryptSourceSecrets } from './modules/sources';

export const USAGE = `Usage: npx tsx apps/server/src/cli.ts <command>

Commands:
  list-orgs                  List every organization with its plan, status and members
  set-plan <orgId> <Plan>    Put an organization on a plan (${listPlans()
    .map((p) => p.name)
    .join(', ')})
  suspend-org <orgId>        Suspend an organization: its members get "organization suspended"
  unsuspend-org <orgId>      Lift a suspension
  rotate-embed-secret <orgId>
                             Rotate an organization's dashboard-embed secret: every embed link
                             issued before stops working
  reencrypt-secrets --old-key <VAR>
                             After changing DATA_ENCRYPTION_KEY: re-seal stored credentials under
                             the new key, reading the old key from the environment variable VAR`;

/** A mistake in how the command was called; printed as is, exit code 1. */
export class CliError extends Error {}

export type CliCommand =
  | { name: 'list-orgs' }
  | { name: 'set-plan'; orgId: string; plan: PlanName }
  | { name: 'suspend-org' | 'unsuspend-org' | 'rotate-embed-secret'; orgId: string }
  | { name: 'reencrypt-secrets'; oldKeyVariable: string };

function requireArgs(args: string[], count: number, usage: string): void {
  if (args.length !== count) throw new CliError(`Usage: ${usage}`);
}

/**
 * Reads a command line (without node and the script).
 * @throws CliError with the usage or the problem, before anything touches the database.
 */
export function parseCliCommand(argv: string[]): CliCommand {
  const [name, ...args] = argv;
  switch (name) {
    case 'list-orgs':
      requireArgs(args, 0, 'list-orgs');
      return { name };
    case 'set-plan': {
      requireArgs(args, 2, 'set-plan <orgId> <Plan>');
      const plan = findPlan(args[1] ?? '');
      if (!plan) {
        const known = listPlans().map((p) => p.name);
        throw new CliError(`Unknown plan '${args[1]}'. Plans: ${known.join(', ')}.`);
      }
      return { name, orgId: args[0] ?? '', plan: plan.name };
    }
    case 'suspend-org':
    case 'unsuspend-org':
    case 'rotate-embed-secret':
      requireArgs(args, 1, `${name} <orgId>`);
      return { name, orgId: args[0] ?? '' };
    case 'reencrypt-secrets': {
      const usage = 'reencrypt-secrets --old-key <environment variable holding the old key>';
      requireArgs(args, 2, usage);
      if (args[0] !== '--old-key' || !/^[A-Z_][A-Z0-9_]*$/i.test(args[1] ?? '')) {
        throw new CliError(`Usage: ${usage}`);
      }
      return { name, oldKeyVariable: args[1] ?? '' };
    }
    default:
      throw new CliError(name ? `Unknown command '${name}'.\n\n${USAGE}` : USAGE);
  }
}

type CliContext = Pick<AppContext, 'db' | 'log' | 'now'> & {
  env?: Pick<Env, 'dataEncryptionKey' | 'appSecret'>;
};

/** Re-seals stored credentials under the current key, opening them with it or the old one. */
async function reencryptSecrets(ctx: CliContext, oldKeyVariable: string): Promise<string[]> {
  if (!ctx.env) throw new CliError('reencrypt-secrets needs the configuration.');
  let oldMaterial: string;
  try {
    oldMaterial = readSecretVariable(oldKeyVariable);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
  const current = dataEncryptionKey(ctx.env.dataEncryptionKey ?? ctx.env.appSecret);
  const box = createSecretBox(current, [dataEncryptionKey(oldMaterial)]);
  const result = await reencryptSourceSecrets(ctx.db, box);
  const lines = [`Re-encrypted ${result.reencrypted} of ${result.total} stored credentials.`];
  if (result.unreadable.length > 0) {
    lines.push(
      `Unreadable with either key (enter them again): sources ${result.unreadable.join(', ')}.`,
    );
  }
  return lines;
}

/**
 * Runs an admin command against an open, migrated database.
 * @returns the lines to print.
 * @throws CliError when the organization does not exist.
 */
export async function runCliCommand(ctx: CliContext, command: CliCommand): Promise<string[]> {
  try {
    switch (command.name) {
      case 'list-orgs': {
        const rows = await listAllOrganizations(ctx);
        if (rows.length === 0) return ['No organizations yet.'];
        return rows.map((o) =>
          [o.id, o.plan.padEnd(10), o.status.padEnd(9), `${o.members} members`, o.name].join('  '),
        );
      }
      case 'set-plan': {
        const org = await getOrganization(ctx, command.orgId);
        const plan = await assignPlan(ctx, { orgId: org.id, plan: command.plan });
        return plan === command.plan
          ? [`Organization ${org.id} (${org.name}) is now on the ${plan} plan.`]
          : [
              `Organization ${org.id} (${org.name}) is assigned the ${command.plan} plan; its paid subscription keeps it on ${plan}.`,
            ];
      }
      case 'suspend-org':
      case 'unsuspend-org': {
        const status = command.name === 'suspend-org' ? 'suspended' : 'active';
        const org = await setOrganizationStatus(ctx, { orgId: command.orgId, status });
        return [`Organization ${org.id} (${org.name}) is now ${org.status}.`];
      }
      case 'rotate-embed-secret': {
        const rotated = await rotateEmbedSecret(ctx, { orgId: command.orgId, actorId: null });
        return [
          `Organization ${command.orgId}: embed secret now at version ${rotated.version}; earlier embed links no longer work.`,
        ];
      }
      case 'reencrypt-secrets':
        return await reencryptSecrets(ctx, command.oldKeyVariable);
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new CliError(error.message);
    throw error;
  }
}

/** The embedded database is single-process: refuse while the server holds it, else hold it. */
function lockForCli(env: Env): () => void {
  if (env.databaseUrl) return () => {};
  try {
    return lockEmbeddedDatabase(env.dataDir);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

async function main(argv: string[]): Promise<void> {
  const command = parseCliCommand(argv);
  const env = parseEnv();
  // Logs (audit lines) go to stderr so stdout holds only the command's answer.
  const log = pino(
    loggerOptions(env.logLevel === 'info' ? 'warn' : env.logLevel),
    pino.destination(2),
  );
  const unlock = lockForCli(env);
  const database = await openDatabase(env);
  try {
    await runMigrations(database);
    const lines = await runCliCommand(
      { db: database.db, log, now: () => new Date(), env },
      command,
    );
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await database.close();
    unlock();
  }
}

const isEntryPoint =
  process.argv[1] !== undefined &&
  realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));

if (isEntryPoint) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
