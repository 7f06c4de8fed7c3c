/**
 * The page's one stylesheet, inlined with the answer's nonce (no second request on the first
 * view). Colours meet WCAG 2.1 AA on their backgrounds; focus shows as a 3px outline.
 */
export const HUB_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f4f6f9}
a{color:#0b4a8f}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid #0b4a8f;outline-offset:2px}
.skip{position:absolute;left:8px;top:-60px;background:#fff;color:#00214d;padding:8px 12px;border-radius:4px;z-index:9}
.skip:focus{top:8px}
header.top{background:#00214d;color:#fff}
header.top :focus-visible{outline-color:#fff}
.bar{max-width:72rem;margin:0 auto;padding:12px 16px;display:flex;flex-wrap:wrap;align-items:center;gap:12px 24px}
.brand{display:flex;align-items:center;gap:12px;color:#fff;text-decoration:none;font-weight:700;font-size:1.1rem}
.brand img{width:44px;height:44px;border-radius:8px;background:#fff;object-fit:contain}
.code{white-space:nowrap;font-size:.8rem;font-weight:600;border:1px solid #fff;border-radius:999px;padding:1px 8px}
nav.sections ul{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;margin:0;padding:0}
nav.sections a{color:#fff;text-decoration:none;font-size:.95rem}
nav.sections a:hover{text-decoration:underline}
main{max-width:72rem;margin:0 auto;padding:16px}
main:focus{outline:none}
h1{font-size:1.9rem;line-height:1.2;margin:16px 0 8px}
h2{font-size:1.35rem;margin:0 0 12px}
h3{font-size:1.1rem;margin:0 0 4px}
.card{background:#fff;border:1px solid #d5dbe3;border-radius:10px;padding:20px;margin:0 0 20px}
.muted{color:#4a5360}
.price{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px;margin:0}
.price .now{font-size:1.8rem;font-weight:700}
.up{color:#1b6e3a;font-weight:600}.down{color:#a4161a;font-weight:600}
.chart{display:block;width:100%;height:160px;margin:12px 0}
.ranges{display:flex;flex-wrap:wrap;gap:8px}
.ranges a{padding:4px 10px;border:1px solid #d5dbe3;border-radius:999px;text-decoration:none}
.ranges a[aria-current]{background:#00214d;color:#fff;border-color:#00214d}
.lead{font-size:1.05rem;max-width:48rem;white-space:pre-line}
.links,.list,.team{list-style:none;margin:0;padding:0}
.links{display:flex;flex-wrap:wrap;gap:8px 20px;margin-top:8px}
.list>li{padding:14px 0;border-top:1px solid #e3e7ed}
.list>li:first-child{border-top:0;padding-top:0}
.meta{font-size:.9rem;color:#4a5360;margin:0 0 4px}
.badge{display:inline-block;font-size:.78rem;font-weight:600;border-radius:4px;padding:0 6px;background:#e7eef8;color:#00214d;margin-left:6px}
.team{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:16px}
.team li{display:flex;gap:12px;align-items:center}
.team img,.team .initials{width:56px;height:56px;border-radius:50%;object-fit:cover;flex:none}
.team .initials{display:grid;place-items:center;background:#e7eef8;color:#00214d;font-weight:700}
details{border-top:1px solid #e3e7ed;padding:10px 0}
summary{cursor:pointer;font-weight:600}
.answer{white-space:pre-line;margin:8px 0 0}
form{display:grid;gap:12px;max-width:40rem}
fieldset{border:0;margin:0;padding:0;display:grid;gap:6px}
legend{font-weight:600;margin-bottom:6px}
label{font-weight:600;display:block}
.choice{display:flex;gap:8px;align-items:center;font-weight:400}
input[type=text],input[type=email],input[type=number],select,textarea{width:100%;font:inherit;padding:8px 10px;border:1px solid #7a8594;border-radius:6px;background:#fff;color:#1a1b1e}
textarea{min-height:8rem;resize:vertical}
[aria-invalid=true]{border-color:#b3261e;border-width:2px}
.error{color:#b3261e;font-size:.9rem;margin:2px 0 0}
.row{display:grid;gap:12px;grid-template-columns:1fr 1fr}
button{font:inherit;font-weight:600;background:#00214d;color:#fff;border:0;border-radius:6px;padding:10px 18px;cursor:pointer;justify-self:start}
button[disabled]{opacity:.7;cursor:progress}
.status{border-radius:8px;padding:12px 14px;margin:0 0 16px;font-weight:600}
.status.ok{background:#e6f4ea;color:#0f5323;border:1px solid #8fc79f}
.status.bad{background:#fdecea;color:#8a1c14;border:1px solid #e7a29c}
.status:not(.ok):not(.bad){display:none}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.media img,.media video{max-width:100%;height:auto;border-radius:8px;border:1px solid #d5dbe3}
.media audio{width:100%}
.body{white-space:pre-line;max-width:48rem}
.bars{list-style:none;padding:0;margin:8px 0}
.bars li{margin:4px 0}
.bar-fill{height:8px;background:#00214d;border-radius:4px}
.pager{display:flex;gap:16px;margin-top:12px}
footer{max-width:72rem;margin:0 auto;padding:8px 16px 32px;font-size:.9rem;color:#4a5360}
@media (max-width:40rem){.row{grid-template-columns:1fr}h1{font-size:1.5rem}.card{padding:16px}}
`
  .replace(/\n/g, '')
  .trim();
