import { p } from '@mikro-orm/postgresql';

/** When the row was inserted; set by the ORM, never by a request. */
export const createdAtProperty = () => p.datetime().onCreate(() => new Date());

/** When the row last changed; set by the ORM on insert and on every update (project image URLs carry it). */
export const updatedAtProperty = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
