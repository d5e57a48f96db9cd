import { useMutation } from '@tanstack/react-query';
import { API_PATHS, LoginResponseSchema, type Role } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

export type SwitchRoleInput = { currentRole: Role; newRole: Role };

export const switchCurrentRole = (query: SwitchRoleInput) =>
  apiRequest({ method: 'POST', path: API_PATHS.account.switchCurrentRole, query, schema: LoginResponseSchema });

export const useSwitchCurrentRole = () => useMutation({ mutationFn: switchCurrentRole });
