import { describe, expect, it } from 'vitest';
import { browserAndOs, campaignSource, deviceClass, pathMaxLength, referrerHost, storedPath } from './event-fields.ts';

describe('storedPath', () => {
  it('keeps the pathname and only the utm_*, ref and source parameters, in their order', () => {
    expect(storedPath('/pricing')).toBe('/pricing');
    expect(storedPath('/pricing?tab=legal&utm_source=news&email=a%40b.c&utm_campaign=fall&ref=hn&source=x&token=secret')).toBe(
      '/pricing?utm_source=news&utm_campaign=fall&ref=hn&source=x',
    );
    expect(storedPath('/contact?name=Jane+Doe&phone=555')).toBe('/contact');
    expect(storedPath('/a?UTM_Medium=cpc')).toBe('/a?UTM_Medium=cpc');
  });

  it('drops the fragment and cuts long values, many parameters and long paths', () => {
    expect(storedPath('/about#team')).toBe('/about');
    expect(storedPath(`/?utm_term=${'x'.repeat(300)}`)).toBe(`/?utm_term=${'x'.repeat(100)}`);
    const many = Array.from({ length: 20 }, (_, n) => `utm_p${n}=v`).join('&');
    expect(storedPath(`/?${many}`)?.match(/utm_p/g)).toHaveLength(8);
    expect(storedPath(`/${'a'.repeat(2000)}`)).toHaveLength(pathMaxLength);
  });

  it('refuses anything that is not a path on the site', () => {
    expect(storedPath('https://evil.example/x')).toBeUndefined();
    expect(storedPath('//evil.example/x')).toBeUndefined();
    expect(storedPath('pricing')).toBeUndefined();
    expect(storedPath('')).toBeUndefined();
  });
});

describe('campaignSource', () => {
  it('takes utm_source, else ref, else source', () => {
    expect(campaignSource('/?utm_source=newsletter&ref=hn&source=x')).toBe('newsletter');
    expect(campaignSource('/?ref=hn&source=x')).toBe('hn');
    expect(campaignSource('/?source=x')).toBe('x');
    expect(campaignSource('/?utm_source=&ref=%20&source=partner')).toBe('partner');
    expect(campaignSource('/pricing')).toBeNull();
    expect(campaignSource(`/?utm_source=${'s'.repeat(500)}`)).toHaveLength(100);
  });
});

describe('referrerHost', () => {
  const site = '127.0.0.1:4173';
  it("is the referrer's host name without www., lower case", () => {
    expect(referrerHost('https://www.Google.com/search?q=company+formation', site)).toBe('google.com');
    expect(referrerHost('http://news.ycombinator.com:8080/item?id=1', site)).toBe('news.ycombinator.com');
  });

  it('is null when empty, invalid, not http(s), or the site itself', () => {
    expect(referrerHost('', site)).toBeNull();
    expect(referrerHost('   ', site)).toBeNull();
    expect(referrerHost('not a url', site)).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', site)).toBeNull();
    expect(referrerHost('javascript:alert(1)', site)).toBeNull();
    expect(referrerHost('http://127.0.0.1:4173/pricing', site)).toBeNull();
    expect(referrerHost('https://staycompliant.com/', 'www.staycompliant.com')).toBeNull();
    expect(referrerHost('https://www.staycompliant.com/', 'staycompliant.com')).toBeNull();
  });
});

describe('deviceClass', () => {
  it('is mobile below 768 px, tablet below 1024 px, else desktop', () => {
    expect([0, 375, 767, 768, 1023, 1024, 1280, 3840].map(deviceClass)).toEqual([
      'mobile',
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
      'desktop',
    ]);
  });
});

describe('browserAndOs', () => {
  it('names the families only', () => {
    expect(
      browserAndOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    ).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(
      browserAndOs(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(browserAndOs('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      browser: 'Firefox',
      os: 'Linux',
    });
    expect(
      browserAndOs('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'),
    ).toEqual({ browser: 'Chrome', os: 'Android' });
  });

  it('is null for what it cannot tell', () => {
    expect(browserAndOs('')).toEqual({ browser: null, os: null });
    expect(browserAndOs('zzz')).toEqual({ browser: null, os: null });
  });
});
