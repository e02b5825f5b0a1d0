// The order exchange's schema: public profiles (directory, map, owner's card, admin review) and job offers.
import { builder } from '../../../graphql/builder.ts';
import { UserRef } from '../../accounts/account/graphql.ts';
import { hasExchangeAccess } from './access.ts';
import './profiles-graphql.ts';
import './offers-graphql.ts';

builder.prismaObjectField(UserRef, 'exchangeAccess', (t) =>
  t.boolean({
    select: { premiumUserFlg: true, role: true },
    description:
      'Whether the user may read the job offers of others on the order exchange: the premium flag an ' +
      'admin sets, or an admin.',
    resolve: (user) => hasExchangeAccess({ id: user.id, role: user.role, premiumUserFlg: user.premiumUserFlg }),
  }),
);
