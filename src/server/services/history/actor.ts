/** Who did something and from where, for versions and the activity log. */
export interface Actor {
  username: string | null;
  ip: string | null;
}

export function actorOf(ctx: { user: { username: string } | null; ip: string }): Actor {
  return { username: ctx.user?.username ?? null, ip: ctx.ip };
}
