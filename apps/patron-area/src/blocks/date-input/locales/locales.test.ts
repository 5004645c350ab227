import { describe } from 'vitest';
import { describeLocales } from '@estante/i18n/testing';
import pt from './pt.json';
import en from './en.json';
import es from './es.json';

describe('the date field’s strings', () => describeLocales({ pt, en, es }));
