import { lazy } from 'react';
import ContestsPage, { type SubmitDialogSlot } from '../../features/participant/contests-page';

// The submit dialog carries the dropzone and the payment step: loaded when a participant first presses
// Participate (its own chunk, with the payments feature's parts it shows).
const SubmitDialog = lazy(() => import('./submit-dialog-screen'));

const submitDialog: SubmitDialogSlot = (props) => <SubmitDialog {...props} />;

/** /participant/contests: the open contests, and the submissions feature's dialog to enter one. */
export default function ParticipantContestsScreen() {
  return <ContestsPage submitDialog={submitDialog} />;
}
