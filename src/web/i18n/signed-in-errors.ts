import { addCommonPart } from '.';
import pt from './errors/pt.json';

/**
 * The error messages only signed-in screens show (contests, entries, judging, payments…), added to
 * the common catalog by the signed-in areas' chunk: /login and the other public pages carry only the
 * sign-in, sign-up and general ones (i18n/pt.json). Resolves once they are there in the language shown.
 */
export const signedInErrorsReady = addCommonPart(pt, () => import('./errors/en.json'));
