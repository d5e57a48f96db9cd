import { z } from 'zod';

// Apart from roles.ts on purpose: importing zod runs its set-up, so the route table (which needs only
// `Role`) would otherwise pull zod into the web app's first load.
export const RoleSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
