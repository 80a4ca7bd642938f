/** Routes of member account data and helpers: overview, profile, logs, upload, area and country lookups. */
import type { Routes } from '../../http/router';
import { balance, integral } from './logs';
import { area, country } from './lookups';
import { overview } from './overview';
import { profileConfig, saveProfile } from './profile';
import { upload } from './upload';

export const accountRoutes: Routes = {
  'account/overview': { GET: overview },
  'account/profile': { GET: profileConfig, POST: saveProfile },
  'account/integral': { GET: integral },
  'account/balance': { GET: balance },
  'ajax/upload': { POST: upload },
  'ajax/area': { GET: area },
  'ajax/country': { GET: country },
};
