import { graphql, useMutation } from 'react-relay';
import { useLingui } from '@lingui/react/macro';
import type { useUserCourseActionsStatusMutation } from '../../__generated__/useUserCourseActionsStatusMutation.graphql';
import type { useUserCourseActionsWithdrawMutation } from '../../__generated__/useUserCourseActionsWithdrawMutation.graphql';
import { errorMessage } from '../errors/messages';
import { useToast } from '../ui/toast';

/**
 * An admin's changes to one user's course, the same on a course's participants and on a user's
 * page: set it finished or in progress, and withdraw it; a toast says how it went, then `onChanged`.
 */
export function useUserCourseActions(onChanged: () => void) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [commitStatus, statusBusy] = useMutation<useUserCourseActionsStatusMutation>(graphql`
    mutation useUserCourseActionsStatusMutation($input: SetUserCourseStatusInput!) {
      setUserCourseStatus(input: $input) {
        ...UserCourseState_userCourse
      }
    }
  `);
  const [commitWithdraw, withdrawBusy] = useMutation<useUserCourseActionsWithdrawMutation>(graphql`
    mutation useUserCourseActionsWithdrawMutation($userCourseId: ID!) {
      withdrawCourseAccess(userCourseId: $userCourseId) {
        id
      }
    }
  `);
  const showError = (error: Error) => showToast(errorMessage(i18n, error), 'error');

  const setInProgress = (userCourseId: string, inProgress: boolean) =>
    commitStatus({
      variables: { input: { userCourseId, inProgress } },
      onCompleted: () => {
        showToast(inProgress ? t`Set as in progress` : t`Set as finished`, 'success');
        onChanged();
      },
      onError: showError,
    });

  /** `onSettled` closes the confirmation whether it worked or not. */
  const withdraw = (userCourseId: string, onSettled: () => void) =>
    commitWithdraw({
      variables: { userCourseId },
      onCompleted: () => {
        onSettled();
        showToast(t`Access withdrawn`, 'success');
        onChanged();
      },
      onError: (error) => {
        onSettled();
        showError(error);
      },
    });

  return { setInProgress, statusBusy, withdraw, withdrawBusy };
}
