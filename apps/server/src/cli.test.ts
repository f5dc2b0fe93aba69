import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { CliError, parseCliCommand, runCliCommand } from './cli';
import { auditEvents, organizations } from './core/identity';

describe('admin command line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const run = (...argv: string[]) => runCliCommand(t.ctx, parseCliCommand(argv));

  it('refuses bad input with a clear message', () => {
    expect(() => parseCliCommand([])).toThrow(/Usage: npx tsx apps\/server\/src\/cli.ts/);
    expect(() => parseCliCommand(['launch'])).toThrow("Unknown command 'launch'.");
    expect(() => parseCliCommand(['set-plan', 'x'])).toThrow('Usage: set-plan <orgId> <Plan>');
    expect(() => parseCliCommand(['set-plan', 'x', 'Gold'])).toThrow(
      "Unknown plan 'Gold'. Plans: Starter, Basic, Core, Pro, Flex, Team, Business, Enterprise.",
    );
    expect(() => parseCliCommand(['suspend-org'])).toThrow(CliError);
    expect(parseCliCommand(['set-plan', 'id', 'pro'])).toEqual({
      name: 'set-plan',
      orgId: 'id',
      plan: 'Pro',
    });
  });

  it('refuses an unknown organization', async () => {
    await expect(run('suspend-org', randomUUID())).rejects.toThrow(/No organization with id/);
    await expect(run('set-plan', 'not-a-uuid', 'Pro')).rejects.toBeInstanceOf(CliError);
  });

  it('sets plans, suspends and lists organizations', async () => {
    const owner = await buildUser(t);
    const [line] = await run('set-plan', owner.orgId, 'team');
    expect(line).toMatch(/is now on the Team plan\.$/);
    const orgOf = async () =>
      (await t.ctx.db.select().from(organizations).where(eq(organizations.id, owner.orgId)))[0];
    expect((await orgOf())?.plan).toBe('Team');
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'org.plan_changed'));
    expect(audit?.detail).toMatchObject({ from: 'Basic', to: 'Team' });

    expect(await run('suspend-org', owner.orgId)).toEqual([
      `Organization ${owner.orgId} (${owner.user.email}'s organization) is now suspended.`,
    ]);
    expect((await orgOf())?.status).toBe('suspended');
    const list = await run('list-orgs');
    expect(list.find((l) => l.startsWith(owner.orgId))).toMatch(/Team\s+suspended\s+1 members/);
    await run('unsuspend-org', owner.orgId);
    expect((await orgOf())?.status).toBe('active');
  });

  it("rotates an organization's embed secret", async () => {
    const owner = await buildUser(t);
    expect(parseCliCommand(['rotate-embed-secret', owner.orgId])).toEqual({
      name: 'rotate-embed-secret',
      orgId: owner.orgId,
    });
    expect(() => parseCliCommand(['rotate-embed-secret'])).toThrow(
      'Usage: rotate-embed-secret <orgId>',
    );
    expect(await run('rotate-embed-secret', owner.orgId)).toEqual([
      `Organization ${owner.orgId}: embed secret now at version 2; earlier embed links no longer work.`,
    ]);
    expect((await run('rotate-embed-secret', owner.orgId))[0]).toMatch(/at version 3;/);
    await expect(run('rotate-embed-secret', randomUUID())).rejects.toThrow(
      /No organization with id/,
    );
    await expect(run('rotate-embed-secret', 'nope')).rejects.toBeInstanceOf(CliError);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'dashboard.embed_secret_rotated'));
    expect(audit?.detail).toMatchObject({ version: 2, by: 'cli' });
  });
});
