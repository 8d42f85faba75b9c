import { offerPasswordLink } from '../../../lib/password-link';
import { useRecordMutation } from '../../../resource/record-mutation';
import { userApi, userKeys } from './user-keys';

/** POST /api/user/create: with an initial password, or `invite` to mail a set-password link. */
export const useCreateUser = () =>
  useRecordMutation('create', userApi, {
    invalidate: (qc) => qc.invalidateQueries({ queryKey: userKeys.lists }),
    afterSuccess: (_input, user) => offerPasswordLink(user, 'invite'),
  });
