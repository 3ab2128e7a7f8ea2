import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { confirmHost } from '../components/confirm';

/** The confirmation dialogs' provider; its chunk is loaded by the signed-in frame (shell-layout.tsx). */
export default function ConfirmHost() {
  // The provider (a child) has registered its listeners by the time this effect runs.
  useEffect(() => confirmHost.markReady(), []);
  return <ModalsProvider />;
}
