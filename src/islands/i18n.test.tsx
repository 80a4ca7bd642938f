// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { pickNamespaces } from '../i18n';
import { IslandI18n } from './i18n';

function Probe() {
  const { t } = useTranslation('login');
  const common = useTranslation('common');
  return (
    <p>
      {t('Login')}|{t('Please input field', { field: t('Password') })}|{common.t('Cancel')}
    </p>
  );
}

afterEach(cleanup);

describe('island translations', () => {
  it('uses the same catalogue as the server, in the page language', () => {
    render(
      <IslandI18n lang="zh-cn" resources={pickNamespaces('zh-cn', ['login', 'common'])}>
        <Probe />
      </IslandI18n>,
    );
    expect(screen.getByText('登录|请输入密码|取消')).toBeTruthy();
  });

  it('ships only the namespaces asked for', () => {
    const picked = pickNamespaces('en', ['login']);
    expect(Object.keys(picked)).toEqual(['en']);
    expect(Object.keys(picked.en ?? {})).toEqual(['login']);
    render(
      <IslandI18n lang="en" resources={picked}>
        <Probe />
      </IslandI18n>,
    );
    // The common namespace was not shipped, so its key shows through.
    expect(screen.getByText('Login|Please input Password|Cancel')).toBeTruthy();
  });
});
