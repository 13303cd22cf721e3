import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../database/database.js';
import { readBody, requestOrigin, send, sendJson } from '../http/http-utils.js';
import { createUserAsAdmin } from './auth-admin-users.js';
import { authError, publicUser, type UserRow, userColumns } from './auth-responses.js';
import { type JwtClaims, signJwt, verifyJwt } from './jwt-keys.js';
import { verifyPassword } from './passwords.js';
import { requestToken } from './request-identity.js';

const accessTokenSeconds = 3600;

interface Session {
  userId: string;
  sessionId: string;
}

/** GoTrue's password sign-in, refresh, current user and logout, with sessions held in memory. */
export class AuthService {
  private readonly refreshTokens = new Map<string, Session>();
  private readonly liveSessions = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly secret: string,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    if (path === '/token' && req.method === 'POST') return this.token(req, res, url);
    if (path === '/user' && req.method === 'GET') return this.currentUser(req, res, url);
    if (path === '/logout' && req.method === 'POST') return this.logout(req, res, url);
    if (path === '/admin/users' && req.method === 'POST') return createUserAsAdmin(this.db, this.secret, req, res, url);
    if (path === '/signup' && req.method === 'POST') {
      return authError(res, 422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    if (path === '/health' && req.method === 'GET') {
      return sendJson(res, 200, { version: 'dev-backend', name: 'GoTrue', description: 'Local GoTrue subset' });
    }
    return authError(res, 404, 'not_found', 'Not Found');
  }

  private async findUser(where: string, value: string): Promise<UserRow | undefined> {
    const result = await this.db.asOwner((tx) => tx.query<UserRow>(`select ${userColumns} from auth.users where ${where}`, [value]));
    return result.rows[0];
  }

  private async readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
    try {
      const value = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8')) as unknown;
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  private async token(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const grantType = url.searchParams.get('grant_type');
    const body = await this.readJson(req);
    if (!body) return authError(res, 400, 'bad_json', 'Could not parse request body as JSON');
    if (grantType === 'password') {
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email) return authError(res, 400, 'validation_failed', 'missing email or phone');
      const user = await this.findUser('lower(email) = $1', email);
      if (!user || !(await verifyPassword(password, user.encrypted_password))) {
        return authError(res, 400, 'invalid_credentials', 'Invalid login credentials');
      }
      await this.db.asOwner((tx) => tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]));
      const signedIn = (await this.findUser('id = $1', user.id)) ?? user;
      return sendJson(res, 200, this.newSession(req, signedIn, randomUUID()));
    }
    if (grantType === 'refresh_token') {
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
      const session = this.refreshTokens.get(token);
      if (!session || !this.liveSessions.has(session.sessionId)) {
        return authError(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      this.refreshTokens.delete(token);
      const user = await this.findUser('id = $1', session.userId);
      if (!user) return authError(res, 400, 'user_not_found', 'User not found');
      return sendJson(res, 200, this.newSession(req, user, session.sessionId));
    }
    return authError(res, 400, 'unsupported_grant_type', 'unsupported_grant_type');
  }

  private newSession(req: IncomingMessage, user: UserRow, sessionId: string) {
    const now = Math.floor(Date.now() / 1000);
    const claims: JwtClaims = {
      aud: 'authenticated',
      exp: now + accessTokenSeconds,
      iat: now,
      iss: `${requestOrigin(req)}/auth/v1`,
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    };
    const refreshToken = randomBytes(16).toString('base64url');
    this.refreshTokens.set(refreshToken, { userId: user.id, sessionId });
    this.liveSessions.add(sessionId);
    return {
      access_token: signJwt(claims, this.secret),
      token_type: 'bearer',
      expires_in: accessTokenSeconds,
      expires_at: now + accessTokenSeconds,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  }

  /** The signed-in user's claims from the bearer token, or an error already sent. */
  private userClaims(req: IncomingMessage, res: ServerResponse, url: URL): JwtClaims | null {
    const token = requestToken(req, url);
    if (!token) {
      authError(res, 401, 'no_authorization', 'This endpoint requires a Bearer token');
      return null;
    }
    let claims: JwtClaims;
    try {
      claims = verifyJwt(token, this.secret);
    } catch (error) {
      authError(res, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
      return null;
    }
    if (typeof claims.sub !== 'string' || claims.sub === '') {
      authError(res, 403, 'bad_jwt', 'invalid claim: missing sub claim');
      return null;
    }
    if (typeof claims.session_id === 'string' && !this.liveSessions.has(claims.session_id)) {
      authError(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return null;
    }
    return claims;
  }

  private async currentUser(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const claims = this.userClaims(req, res, url);
    if (!claims) return;
    const user = await this.findUser('id = $1', claims.sub as string);
    if (!user) return authError(res, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
    sendJson(res, 200, publicUser(user));
  }

  private async logout(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const claims = this.userClaims(req, res, url);
    if (!claims) return;
    const scope = url.searchParams.get('scope') ?? 'global';
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    for (const [token, session] of this.refreshTokens) {
      const sameSession = session.sessionId === sessionId;
      const sameUser = session.userId === claims.sub;
      const revoke = scope === 'local' ? sameSession : scope === 'others' ? sameUser && !sameSession : sameUser;
      if (revoke) {
        this.refreshTokens.delete(token);
        this.liveSessions.delete(session.sessionId);
      }
    }
    if (scope !== 'others' && sessionId) this.liveSessions.delete(sessionId);
    send(res, 204, null);
  }
}
