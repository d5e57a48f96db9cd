// After the booking bench: the two rules booking must hold under load, checked in SQL over the whole database.
import { sql } from 'drizzle-orm';
import type { Database } from '@kinderly/db';
import { ORDER_HOLDING_STATUSES } from '@kinderly/shared';

export interface OverbookingCheck {
  /** Orders in a state that holds a space. */
  holding: number;
  /** Provider days (and age groups) with more holding orders than the provider's spaces. */
  overbookedDays: number;
  /** Provider days whose `provider_day_spaces.taken` differs from their count of holding orders. */
  miscountedDays: number;
  /** Pairs of holding orders of one child that overlap in time. */
  childOverlaps: number;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function checkOverbooking(db: Database): Promise<OverbookingCheck> {
  const holding = sql.raw(ORDER_HOLDING_STATUSES.map((status) => `'${status}'`).join(', '));
  const [days] = rows<{ holding: number; overbooked: number; miscounted: number }>(
    await db.execute(sql`
      with held as (
        select provider_id, care_date, age_group_id, count(*)::int as orders
        from daycare_orders where status in (${holding})
        group by provider_id, care_date, age_group_id
      ), days as (
        select coalesce(h.provider_id, d.provider_id) as provider_id,
          coalesce(h.age_group_id, d.age_group_id) as age_group_id,
          coalesce(h.orders, 0) as orders, coalesce(d.taken, 0) as taken
        from held h full join provider_day_spaces d
          on d.provider_id = h.provider_id and d.care_date = h.care_date and d.age_group_id = h.age_group_id
      )
      select coalesce(sum(days.orders), 0)::int as holding,
        count(*) filter (where days.orders > coalesce(s.spaces, 0))::int as overbooked,
        count(*) filter (where days.orders <> days.taken)::int as miscounted
      from days left join provider_available_spaces s
        on s.provider_id = days.provider_id and s.age_group_id = days.age_group_id`),
  );
  const [overlaps] = rows<{ pairs: number }>(
    await db.execute(sql`
      select count(*)::int as pairs
      from daycare_orders a join daycare_orders b
        on a.child_id = b.child_id and a.id < b.id and a.starts_at < b.ends_at and b.starts_at < a.ends_at
      where a.status in (${holding}) and b.status in (${holding})`),
  );
  return {
    holding: days!.holding,
    overbookedDays: days!.overbooked,
    miscountedDays: days!.miscounted,
    childOverlaps: overlaps!.pairs,
  };
}
