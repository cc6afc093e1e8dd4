import type { SecretBox } from '../leads/alert-secrets';
import type { Sql } from '../leads/alert-sql';

// SQL: the alert state, read and written alike by the panel's requests and the job worker's own pool (alert-sql.ts).

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_COLUMN = 'alert_settings.vapid_private_key_sealed';

/**
 * This server's VAPID keys, made the first time anything asks and kept (the private key sealed): every browser
 * subscribes with the public one, so they must never change under it. Instances racing to make them agree: only
 * the first write lands and everyone reads it back. A private key that this server's key cannot open (SETTINGS_KEY
 * changed) is replaced, and the devices subscribed under the old pair are forgotten (they would be refused).
 */
export async function vapidKeys(sql: Sql, box: SecretBox): Promise<VapidKeys> {
  await sql('insert into alert_settings (id) values (1) on conflict (id) do nothing');
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await sql<{ publicKey: string | null; sealed: string | null }>(
      `select vapid_public_key as "publicKey", vapid_private_key_sealed as sealed from alert_settings where id = 1`,
    );
    if (row?.publicKey && row.sealed) {
      try {
        return { publicKey: row.publicKey, privateKey: box.open(row.sealed, VAPID_COLUMN) };
      } catch {
        await sql(
          `update alert_settings set vapid_public_key = null, vapid_private_key_sealed = null
            where id = 1 and vapid_public_key = ?`,
          [row.publicKey],
        );
        await sql('delete from push_subscriptions');
      }
    }
    // Loaded when first needed, like every push: the server starts without it.
    const { default: webpush } = await import('web-push');
    const made = webpush.generateVAPIDKeys();
    await sql(
      `update alert_settings set vapid_public_key = ?, vapid_private_key_sealed = ?
        where id = 1 and vapid_public_key is null`,
      [made.publicKey, box.seal(made.privateKey, VAPID_COLUMN)],
    );
  }
  throw new Error('the VAPID keys could not be made');
}
