export type RemoteName = 'marketing' | 'pricing' | 'resources' | 'contact';
type Env = Record<string, string | undefined>;
export declare const remoteNames: readonly RemoteName[];
export declare function sitePort(env?: Env): number;
export declare function backendPort(env?: Env): number;
export declare function devShellPort(env?: Env): number;
export declare function previewPort(remote: RemoteName, env?: Env): number;
export declare function mailWebPort(env?: Env): number;
export declare function mailSmtpPort(env?: Env): number;
export declare function backendUrl(env?: Env): string;
export declare function takenPorts(
  variables: ('SITE_PORT' | 'BACKEND_PORT' | 'DEV_PORT' | 'PREVIEW_PORT' | 'MAIL_WEB_PORT' | 'MAIL_SMTP_PORT')[],
  command: string,
): Promise<string[]>;
