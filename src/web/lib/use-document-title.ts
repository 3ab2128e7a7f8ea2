import { useEffect } from 'react';

const APP_NAME = 'Jurado';

/** Each page names itself in the browser tab and for screen readers ("My Submissions · Jurado"). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
