/**
 * Routes of member account data and helpers: overview, profile, logs, upload, area and country lookups.
 * Member actions name their rule here (contract §4, §5.2); a group with '*' has them all.
 */
import { memberAction } from '../../auth/member';
import type { Routes } from '../../http/router';
import { balance, integral } from './logs';
import { area, country } from './lookups';
import { overview } from './overview';
import { profileConfig, saveProfile } from './profile';
import { upload } from './upload';

export const accountRoutes: Routes = {
  'account/overview': { GET: memberAction('account/overview', overview) },
  'account/profile': {
    GET: memberAction('account/profile', profileConfig),
    POST: memberAction('account/profile', saveProfile),
  },
  'account/integral': { GET: memberAction('account/integral', integral) },
  'account/balance': { GET: memberAction('account/balance', balance) },
  'ajax/upload': { POST: memberAction('ajax/upload', upload) },
  'ajax/area': { GET: area },
  'ajax/country': { GET: country },
};
