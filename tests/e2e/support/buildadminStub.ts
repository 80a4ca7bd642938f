/**
 * A stand-in for the official BuildAdmin PHP backend (v2, ThinkPHP 8) in the points where it differs from our
 * built-in API and where the site once failed against it (issue 7, items 1–7). It is a test double at a true
 * boundary (a PHP server we cannot run here), not a general backend:
 * - `POST user/checkIn` (register) reads both `email` and `mobile` and answers HTTP 500 without either;
 * - `POST account/profile` refuses the member's own user name unless the body carries `id` (its `unique:user` rule)
 *   and refuses an empty birthday (MariaDB strict mode);
 * - `index/index` answers `{code: 0, msg}` without data once the per-IP throttle is spent;
 * - `cdnUrl` is built from `X-Forwarded-Host` whenever one is sent;
 * - `account/changePassword` deletes only the access token; `user/logout` deletes the refresh token it is sent;
 * - nickname and motto come back HTML-escaped (twice), rule titles untranslated (Chinese);
 * - the hotel, car and content modules (and our member pages' APIs: orders, team, articles) are not installed:
 *   a controller the `api` app lacks is ThinkPHP's `HttpException(404, 'controller not exists:…')`, which its
 *   `Handle` renders outside debug mode as HTTP 404 with `{code: 0, message: app.error_message}` when the request
 *   accepts JSON and as its HTML exception page otherwise (BuildAdmin's `ExceptionHandle` adds nothing).
 * Every request is recorded for the test to inspect.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface BuildAdminStub {
  url: string;
  requests: StubRequest[];
  /** Refresh tokens still valid on the backend. */
  liveRefreshTokens: Set<string>;
  /** From now on `index/index` answers as BuildAdmin's throttle does. */
  throttle(on: boolean): void;
  stop(): Promise<void>;
}

const MEMBER_ID = 7;

/** The controllers of BuildAdmin's `api` app (`app/api/controller`); any other answers 404. */
const API_CONTROLLERS = new Set(['index', 'user', 'account', 'common', 'ajax', 'ems', 'install']);
/** `config/app.php` `error_message`, shown instead of the exception's text (`show_error_msg` is false). */
const ERROR_MESSAGE = '页面错误！请稍后再试～';

/** ThinkPHP's `Request::isJson()`: the Accept header names a JSON type. */
const acceptsJson = (headers: IncomingMessage['headers']) =>
  /application\/json|text\/x-json|application\/jsonrequest|text\/json|javascript/.test(String(headers.accept ?? ''));
export const STUB_MEMBER = { username: 'guest_author', password: 'Stub123456' };

const rule = (id: number, pid: number, type: string, title: string, name: string, children: unknown[] = []) => ({
  id,
  pid,
  type,
  title,
  name,
  path: name,
  icon: 'fa fa-circle',
  menu_type: 'tab',
  url: '',
  component: '',
  no_login_valid: 0,
  extend: 'none',
  children,
});

const MENUS = [
  rule(1, 0, 'menu_dir', '我的账户', 'account', [
    rule(2, 1, 'menu', '账户概览', 'account/overview'),
    rule(3, 1, 'menu', '个人资料', 'account/profile'),
    rule(4, 1, 'menu', '修改密码', 'account/changePassword'),
  ]),
];

function site(headers: IncomingMessage['headers']) {
  // ThinkPHP believes X-Forwarded-Host unconditionally.
  const host = String(headers['x-forwarded-host'] ?? headers.host);
  return {
    siteName: 'BuildAdmin 站点',
    recordNumber: '',
    version: 'v2.1.2',
    cdnUrl: `//${host}`,
    upload: {
      maxSize: 10485760,
      saveName: '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}',
      allowedSuffixes: 'jpg,png,gif,webp',
      allowedMimeTypes: [],
      mode: 'local',
    },
  };
}

export async function startBuildAdminStub(): Promise<BuildAdminStub> {
  const requests: StubRequest[] = [];
  const liveRefreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  let throttled = false;
  let issued = 0;
  const member = {
    id: MEMBER_ID,
    username: STUB_MEMBER.username,
    nickname: 'A &amp;amp; B',
    email: 'author@example.com',
    mobile: '',
    avatar: '/static/images/avatar.png',
    gender: 0,
    birthday: null as string | null,
    money: '0.00',
    score: 0,
    join_time: 1_700_000_000,
    last_login_time: 1_700_000_000,
    last_login_ip: '127.0.0.1',
    motto: '&lt;3 hotels &amp;amp; cars',
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      body = Object.fromEntries(new URLSearchParams(raw));
    }
    const path = url.pathname.replace(/^\/api\//, '');
    requests.push({ method: req.method ?? 'GET', path, query: url.searchParams, headers: req.headers, body });
    const token = String(req.headers['ba-user-token'] ?? '');
    const loggedIn = accessTokens.has(token);
    const send = (payload: unknown, status = 200) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    const success = (data: unknown = null, msg = '') => send({ code: 1, msg, time: 0, data });
    const error = (msg: string, data: unknown = null) => send({ code: 0, msg, time: 0, data });
    const needLogin = () => send({ code: 303, msg: '请先登录！', time: 0, data: { type: 'need login' } });

    if (!API_CONTROLLERS.has(path.split('/')[0]?.toLowerCase() ?? '')) {
      if (acceptsJson(req.headers)) return send({ code: 0, message: ERROR_MESSAGE }, 404);
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!DOCTYPE html><html><head><title>系统发生错误</title></head><body><h1>${ERROR_MESSAGE}</h1></body></html>`,
      );
      return;
    }

    switch (`${req.method} ${path}`) {
      case 'GET index/index': {
        if (throttled) return send({ code: 0, msg: '请求过于频繁，请稍后再试', time: 0 });
        const requiredLogin = url.searchParams.get('requiredLogin') === '1';
        if (requiredLogin && !loggedIn) return needLogin();
        return success({
          site: site(req.headers),
          openMemberCenter: true,
          userInfo: loggedIn ? { ...member, token, refresh_token: '' } : [],
          rules: [],
          menus: loggedIn ? MENUS : [],
        });
      }
      case 'GET user/checkIn':
        return success({ userLoginCaptchaSwitch: false, accountVerificationType: ['email'] });
      case 'POST user/checkIn': {
        if (body.tab === 'register') {
          // `$this->auth->register($params['username'], $params['password'], $params['mobile'], $params['email'])`
          for (const key of ['mobile', 'email']) {
            if (!(key in body)) return send({ code: 0, msg: `Undefined array key "${key}"`, time: 0 }, 500);
          }
          return error('请输入正确的验证码');
        }
        if (body.username !== STUB_MEMBER.username || body.password !== STUB_MEMBER.password) {
          return error('用户名或密码错误！');
        }
        issued += 1;
        const access = `access-${issued}`;
        const refresh = `refresh-${issued}`;
        accessTokens.add(access);
        if (body.keep) liveRefreshTokens.add(refresh);
        return success(
          { userInfo: { ...member, token: access, refresh_token: body.keep ? refresh : '' }, routePath: '/user' },
          '登录成功！',
        );
      }
      case 'POST account/profile': {
        if (!loggedIn) return needLogin();
        // `unique:user` skips the member's own row only when the body carries its id.
        if (String(body.id ?? '') !== String(MEMBER_ID) && body.username === member.username) {
          return error('用户名已存在');
        }
        if (body.birthday === '')
          return error("SQLSTATE[22007]: Invalid datetime format: 1292 Incorrect date value: ''");
        member.nickname = String(body.nickname ?? member.nickname).replaceAll('&', '&amp;');
        member.birthday = (body.birthday as string | null | undefined) ?? null;
        return success(null, '资料更新成功~');
      }
      case 'POST account/changePassword':
        if (!loggedIn) return needLogin();
        accessTokens.delete(token);
        return success(null, '密码已修改，请重新登录~');
      case 'POST user/logout': {
        const refresh = String(body.refreshToken ?? '');
        if (refresh) liveRefreshTokens.delete(refresh);
        accessTokens.delete(token);
        return success();
      }
      default:
        return error(`Stub has no ${req.method} ${path}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    liveRefreshTokens,
    throttle(on) {
      throttled = on;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
