/**
 * npm run loadtest — proof that no lead is lost under load: 10,000 contact requests (LOADTEST_REQUESTS) at 200
 * concurrent connections (LOADTEST_CONNECTIONS) against the built app, each from its own visitor address, with a
 * real SMTP peer receiving the owner's e-mails. Then it counts: every 2xx answer must have its row and exactly
 * one e-mail, and no answer may be a 5xx. `npm run loadtest -- --restart` restarts PostgreSQL in the middle of
 * the run: non-2xx answers may then only be 503s, and the app must answer again within 5 s of the restart.
 * One device has web-push alerts on (a local push-service stand-in): every lead must get exactly one push too, and
 * the first alert of a lead (e-mail or push) must leave within 60 s of its submit for 95% of leads. Each visitor
 * (an address of his own) must get exactly one acknowledgement, within 60 s of his submit for 95% of them.
 * Prints throughput and p99; exits 1 when a check fails.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { JOB_HOLDS_LEAD } from '../src/server/services/leads/alert-jobs';
import { startPushService } from '../tests/support/push-service';
import { leadIdOf, startSmtpSink } from '../tests/support/smtp-sink';
import { runLoad, startApp } from './bench-support';

const requests = Number(process.env.LOADTEST_REQUESTS ?? 10_000);
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 200);
const restartMode = process.argv.includes('--restart');
const body = JSON.stringify({
  name: 'Load Test Visitor',
  // Each visitor's own address (scripts/load-client.ts): an address gets one acknowledgement a day.
  email: 'load+{visitor}@example.com',
  phone: '(310) 555-0100',
  projectType: 'Home Remodel',
  message: 'Proving that every lead reaches the owner.',
  fillTimeMs: 30_000,
});

const workDir = mkdtempSync(path.join(os.tmpdir(), 'scb-loadtest-'));
// As root, PostgreSQL runs as its own user, which must be able to reach its cluster directory.
chmodSync(workDir, 0o711);
const dbPort = await freePort();
let cluster = await startEmbeddedPostgres(path.join(workDir, 'pg', 'db'), 'loadtest', { port: dbPort });
const databaseUrl = cluster.url('postgres');
const sink = await startSmtpSink();
const push = await startPushService();
const app = await startApp({
  DATABASE_URL: databaseUrl,
  PUSH_SERVICE_HOSTS: push.host,
  SMTP_URL: sink.url,
  LEAD_NOTIFY_TO: 'owner@example.com',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const log = (line: string) => process.stdout.write(`${line}\n`);
// The owner's phone, subscribed before the load (as "Turn on alerts on this device" stores it).
const phone = push.device();
{
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into push_subscriptions (endpoint, p256dh, auth, device_label) values ($1, $2, $3, 'Load test phone')`,
    [phone.subscription.endpoint, phone.subscription.keys.p256dh, phone.subscription.keys.auth],
  );
  await client.end();
}
log(
  `loadtest: ${requests} contact requests at ${connections} connections${restartMode ? ', restarting PostgreSQL mid-run' : ''}`,
);

/** Stops PostgreSQL once a quarter of the requests are answered, starts it again 2 s later, and measures how
 * long after that the app answers a contact request again. */
async function restartDatabaseMidRun(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  while (
    Number((await client.query('select count(*) as n from contact_submissions')).rows[0].n) <
    requests / 4
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await client.end();
  log('stopping PostgreSQL...');
  await cluster.stop();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  cluster = await startEmbeddedPostgres(path.join(workDir, 'pg', 'db'), 'loadtest', { port: dbPort });
  const back = Date.now();
  log('PostgreSQL is back');
  for (;;) {
    const answer = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      // A visitor of its own: the placeholder as it stands is no e-mail address, and the form refuses it.
      body: body.replaceAll('{visitor}', 'recovery'),
    }).catch(() => null);
    if (answer?.ok) return Date.now() - back;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until every row's e-mail, push and acknowledgement are sent (or failed for good), or nothing moved for a
 * minute.
 */
async function waitForEmails(client: pg.Client, expected: number) {
  let last = { sent: -1, at: Date.now() };
  let lastReport = 0;
  for (;;) {
    const { rows } = await client.query(
      `select count(*) filter (where notification_status = 'sent') as sent,
              count(*) filter (where notification_status = 'failed') as failed
         from contact_submissions`,
    );
    const alerts = await client.query(
      `select count(*) as n from lead_alerts
        where ((channel = 'push' and kind = 'first') or kind = 'receipt') and status in ('sent', 'failed')`,
    );
    const [sent, failedForGood] = [Number(rows[0].sent) + Number(alerts.rows[0].n), Number(rows[0].failed)];
    if (sent + failedForGood >= 3 * expected) return;
    if (sent !== last.sent) last = { sent, at: Date.now() };
    if (Date.now() - last.at > 60_000) {
      const stuck = await client.query(
        `select s.id, s.notification_status, s.notification_error, j.attempts, j.run_at, j.locked_by, j.last_error
           from contact_submissions s
           left join graphile_worker._private_jobs j on ${JOB_HOLDS_LEAD}
          where s.notification_status is distinct from 'sent' limit 10`,
      );
      log(`  no progress for a minute; some of the unsent: ${JSON.stringify(stuck.rows)}`);
      return;
    }
    if (Date.now() - lastReport > 10_000) {
      log(`  ${sent} of ${3 * expected} e-mails, pushes and acknowledgements sent so far`);
      lastReport = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let failed = false;
const check = (ok: boolean, text: string) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failed = true;
};

try {
  const [report, recoveryMs] = await Promise.all([
    runLoad({
      url: `${app.url}/api/contact`,
      connections,
      amount: requests,
      method: 'POST',
      body,
      distinctVisitors: true,
      collectIds: true,
    }),
    restartMode ? restartDatabaseMidRun() : Promise.resolve(null),
  ]);
  log(
    `\nthroughput ${report.requestsPerSecond.toFixed(0)} req/s, p50 ${report.p50} ms, p99 ${report.p99} ms`,
  );
  log(
    `answers: ${JSON.stringify(report.statuses)}${report.errors ? `, ${report.errors} connection errors` : ''}`,
  );

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    'select count(*) as n from contact_submissions where id = any($1::int[])',
    [report.ids],
  );
  const total = Number((await client.query('select count(*) as n from contact_submissions')).rows[0].n);
  log('waiting for the e-mails, pushes and acknowledgements to be sent...');
  await waitForEmails(client, total);
  // How long after its submit each lead's alerts left: the e-mail when the mail server took it, the push when the
  // push service did; a lead's first alert is the earlier of the two.
  const latency = (
    await client.query(
      `with alerts as (
         select s.id, extract(epoch from s.notified_at - s.created_at) as email,
                extract(epoch from a.sent_at - s.created_at) as push,
                extract(epoch from r.sent_at - s.created_at) as receipt
           from contact_submissions s
           left join lead_alerts a on a.submission_id = s.id and a.channel = 'push' and a.kind = 'first'
           left join lead_alerts r on r.submission_id = s.id and r.kind = 'receipt'
          where s.spam_reason is null)
       select percentile_cont(0.95) within group (order by email) as email,
              percentile_cont(0.95) within group (order by push) as push,
              percentile_cont(0.95) within group (order by least(email, push)) as first,
              percentile_cont(0.95) within group (order by receipt) as receipt
         from alerts`,
    )
  ).rows[0] as { email: number; push: number; first: number; receipt: number };
  await client.end();

  const mailed = new Map<string, number>();
  for (const mail of sink.messages) {
    const id = leadIdOf(mail) ?? '';
    mailed.set(id, (mailed.get(id) ?? 0) + 1);
  }
  const accepted = report.ids.length;
  check(accepted > 0, `${accepted} requests accepted (2xx)`);
  check(Number(rows[0].n) === accepted, `every accepted request has its row (${rows[0].n} of ${accepted})`);
  const withOneMail = report.ids.filter((id) => mailed.get(String(id)) === 1).length;
  check(
    withOneMail === accepted,
    `every accepted request has exactly one e-mail (${withOneMail} of ${accepted})`,
  );
  check(
    [...mailed.values()].every((count) => count === 1),
    'no e-mail was sent twice',
  );
  const pushed = new Map<string, number>();
  for (const message of push.received) {
    const id = message.payload?.tag.replace('lead-', '') ?? '';
    pushed.set(id, (pushed.get(id) ?? 0) + 1);
  }
  const withOnePush = report.ids.filter((id) => pushed.get(String(id)) === 1).length;
  check(
    push.refused.length === 0,
    `every push was well-formed and VAPID-signed (${push.refused.length} refused)`,
  );
  check(
    withOnePush === accepted,
    `every accepted request has exactly one push (${withOnePush} of ${accepted})`,
  );
  check(
    [...pushed.values()].every((count) => count === 1),
    'no push was sent twice',
  );
  const acknowledged = new Map<string, number>();
  for (const mail of sink.acknowledgements) {
    const id = leadIdOf(mail) ?? '';
    acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
  }
  const withOneAcknowledgement = report.ids.filter((id) => acknowledged.get(String(id)) === 1).length;
  check(
    withOneAcknowledgement === accepted,
    `every accepted request's visitor has exactly one acknowledgement (${withOneAcknowledgement} of ${accepted})`,
  );
  const seconds = (value: number) => `${Number(value).toFixed(1)} s`;
  check(
    Number(latency.receipt) <= 60,
    `the visitor's acknowledgement left within ${seconds(latency.receipt)} of the submit for 95% of leads (at most 60 s)`,
  );
  check(
    Number(latency.first) <= 60,
    `the first alert left within ${seconds(latency.first)} of the submit for 95% of leads (push p95 ${seconds(latency.push)}, e-mail p95 ${seconds(latency.email)}; at most 60 s)`,
  );
  const unexpected = Object.keys(report.statuses).filter(
    (status) => !status.startsWith('2') && (!restartMode || status !== '503'),
  );
  check(
    unexpected.length === 0,
    restartMode ? 'non-2xx answers are only 503s' : 'no 5xx (no non-2xx at all)',
  );
  if (recoveryMs !== null)
    check(recoveryMs <= 5000, `the app answered again ${recoveryMs} ms after PostgreSQL came back`);
} finally {
  await app.stop();
  await sink.close();
  await push.close();
  await cluster.stop();
  rmSync(workDir, { recursive: true, force: true });
  rmSync(app.dataDir, { recursive: true, force: true });
}
log(failed ? '\nloadtest FAILED' : '\nloadtest passed');
process.exit(failed ? 1 : 0);
