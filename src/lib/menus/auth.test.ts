import { describe, expect, it } from 'vitest';
import { auth } from './auth';

const authNode = {
  '/user/cms/content': ['/user/cms/content/add', '/user/cms/content/del'],
  '/user/account/overview': [],
};

describe('auth', () => {
  it('string: checks the current page path joined with the action', () => {
    expect(auth(authNode, '/user/cms/content', 'add')).toBe(true);
    expect(auth(authNode, '/user/cms/content', 'edit')).toBe(false);
    expect(auth(authNode, '/user/other', 'add')).toBe(false);
  });
  it('object: name must be known; sub-node, when given, must be listed', () => {
    expect(auth(authNode, '/', { name: '/user/account/overview' })).toBe(true);
    expect(auth(authNode, '/', { name: '/user/cms/content', subNodeName: '/user/cms/content/del' })).toBe(true);
    expect(auth(authNode, '/', { name: '/user/cms/content', subNodeName: 'del' })).toBe(false);
    expect(auth(authNode, '/', { name: '/nope' })).toBe(false);
    expect(auth(authNode, '/', { name: '' })).toBe(false);
  });
  it('does not treat prototype keys as pages', () => {
    expect(auth(authNode, '/', { name: 'toString' })).toBe(false);
    expect(auth(authNode, 'constructor', 'x')).toBe(false);
  });
});
