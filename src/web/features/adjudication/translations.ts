import { registerTranslations } from '../../i18n';
import en from './i18n/en.json';
import pt from './i18n/pt.json';

registerTranslations('adjudication', { pt, en });
