import { describe } from 'vitest';
import { describeLocales } from '@estante/i18n/testing';
import pt from './pt.json';
import en from './en.json';
import es from './es.json';
import summaryPt from './summary.pt.json';
import summaryEn from './summary.en.json';
import summaryEs from './summary.es.json';

describe('the hold page’s strings', () => describeLocales({ pt, en, es }));
describe('the title page’s hold block strings', () => describeLocales({ pt: summaryPt, en: summaryEn, es: summaryEs }));
