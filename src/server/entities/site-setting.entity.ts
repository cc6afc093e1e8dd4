import { defineEntity, p } from '@mikro-orm/postgresql';
import { updatedAtProperty } from './timestamps';

const SiteSettingSchema = defineEntity({
  name: 'SiteSetting',
  tableName: 'site_settings',
  properties: {
    id: p.integer().primary(),
    key: p.string().length(100).unique(),
    value: p.text(),
    section: p.string().length(100),
    updatedAt: updatedAtProperty(),
  },
});

export class SiteSetting extends SiteSettingSchema.class {}
SiteSettingSchema.setClass(SiteSetting);
