vcl 4.1;
# The edge cache in front of the site server, as a CDN keeps its pages (docs/architecture/operations.md,
# "Delivery tests"): Varnish 7 with vmod xkey, the engine Fastly runs. The site server decides what
# may be kept (Cache-Control); this file keys, tags and purges.
import xkey;

# The backend `origin`: the site server. The launcher (scripts/delivery/varnish.mjs) writes origin.vcl
# into varnishd's working directory with the site server's address; an operator writes their own.
include "origin.vcl";

# The release purges from the machine it runs on (SITE_PURGE_URL); no one else may.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  # A purge by surrogate key: `PURGE /` or `POST /.purge`, the keys in an xkey-purge (or
  # Surrogate-Key, as Fastly's API takes them) header, separated by spaces. Answered here, never
  # passed on to the site server.
  if (req.method == "PURGE" || (req.method == "POST" && req.url == "/.purge")) {
    unset req.http.X-Purged;
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      set req.http.xkey-purge = req.http.Surrogate-Key;
    }
    if (req.http.xkey-purge !~ "[^\s,]") {
      return (synth(400, "Name the keys to purge in an xkey-purge header"));
    }
    set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.X-Purged));
  }
  # One copy per encoding the site server sends (its pageEncoding: br, else gzip, else none),
  # whatever else a browser lists in Accept-Encoding. Kept in a header of its own: after vcl_recv,
  # Varnish's gzip support rewrites Accept-Encoding to gzip or nothing, for the lookup and the
  # backend alike.
  unset req.http.X-Edge-Encoding;
  if (req.http.Accept-Encoding ~ "(?i)\bbr\b") {
    set req.http.X-Edge-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "(?i)\bgzip\b") {
    set req.http.X-Edge-Encoding = "gzip";
  }
  # Varnish's built-in vcl_recv follows: a request with a Cookie or an Authorization header, or
  # other than GET and HEAD, goes to the site server and is never kept.
}

sub vcl_hash {
  # The built-in vcl_hash adds the URL and the Host.
  hash_data(req.http.X-Edge-Encoding);
}

sub vcl_backend_fetch {
  if (bereq.http.X-Edge-Encoding) {
    set bereq.http.Accept-Encoding = bereq.http.X-Edge-Encoding;
  } else {
    unset bereq.http.Accept-Encoding;
  }
  unset bereq.http.X-Edge-Encoding;
}

sub vcl_backend_response {
  # What a page was made from (its route, the shell's version, each remote and version), as the
  # site server names it: a release purges by these keys.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # Never kept: an answer for one visitor, or one the site server says to revalidate each time. The
  # next request for it goes to the site server too (hit-for-miss), until a cacheable answer.
  if (beresp.http.Cache-Control ~ "(?i)\b(private|no-store|no-cache)\b" || beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # Otherwise Varnish's own rules: the TTL from s-maxage (else max-age), and the grace, how long a
  # stale copy is served while one request fetches the next, from stale-while-revalidate. Without
  # that directive, no stale copy (not Varnish's default_grace of 10 s).
  if (beresp.http.Cache-Control !~ "(?i)stale-while-revalidate=[1-9]") {
    set beresp.grace = 0s;
  }
}

sub vcl_deliver {
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0 && obj.ttl <= 0s) {
    set resp.http.X-Cache = "STALE";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The keys are the cache's, not the visitor's (Fastly and Cloudflare drop theirs too).
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
}

sub vcl_synth {
  # A purge's answer: one line, and how many copies went in X-Purged.
  if (req.method == "PURGE" || req.url == "/.purge") {
    if (req.http.X-Purged) {
      set resp.http.X-Purged = req.http.X-Purged;
    }
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
  }
}
