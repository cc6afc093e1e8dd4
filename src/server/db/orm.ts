import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm-options';

export type Orm = MikroORM;

/** Connects and applies every committed migration that has not run yet. */
export async function openDatabase(clientUrl: string): Promise<Orm> {
  const orm = await MikroORM.init(ormOptions(clientUrl));
  await orm.migrator.up();
  return orm;
}
