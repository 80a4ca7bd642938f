/** The article `tokyo-depachika-and-ramen` of the food channel (see `./index.ts`). */
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'tokyo-depachika-and-ramen',
  channel: 'food',
  daysAgo: 115,
  tags: ['东京', '美食', '购物'],
  cover: 'noodles',
  'zh-cn': {
    title: '东京吃什么：百货地下一层，和一碗拉面',
    summary: '百货公司的地下食品层是东京最好逛的“菜市场”；拉面店则从买一张食券开始。给第一次去东京的人几条实用提示。',
    content: `<p>在东京，最省心的一顿饭往往不在餐厅，而在百货公司的地下一层。日本人把这里叫作“デパ地下”（百货地下），便当、熟食、和果子、洋果子、生鲜和酒一应俱全，像一座精致的菜市场。</p>
<h2>逛百货地下的几条提示</h2>
<ul>
<li>新宿的伊势丹、银座的三越都以地下食品层闻名，工作日上午人最少。</li>
<li>很多柜台提供试吃，尝过再买不失礼，但别一路吃下去不买。</li>
<li>闭店前一小时左右，便当和熟食会陆续贴上折扣标签，适合买回酒店当晚饭。</li>
<li>和果子讲究季节，春天有樱饼，秋天有栗子做的点心，买来送人也体面。</li>
</ul>
<figure><img src="scene:noodles" alt="一碗酱油拉面，汤色清亮，上面铺着叉烧、溏心蛋和葱花"><figcaption>东京拉面的老派做法是酱油汤底，清爽不油腻。</figcaption></figure>
<h2>一碗拉面</h2>
<p><a href="https://zh.wikipedia.org/wiki/日本拉面">日本拉面</a>按汤底大致分酱油、盐、味噌和豚骨四种，东京的老派“中华そば”多是酱油汤底。沾面则是把面和浓汤分开上，夹面蘸汤吃，夏天尤其受欢迎。东京站地下有一条拉面街，几家名店集中在一起，赶车前也能吃一碗。</p>
<ol>
<li>进门先在食券机上选好面和加料再付钱，不少机器只收现金，新一些的也能刷交通卡。</li>
<li>把食券交给店员，可以说明面条要硬一点或软一点。</li>
<li>吃面出声不算失礼，但吃完别久坐，门口往往还有人在等。</li>
</ol>
<blockquote>在东京，一个人吃饭从来不会尴尬：吧台座位，就是为一个人准备的。</blockquote>
<p>住在东京银座花月酒店，走几步就是银座的百货公司；东京新宿霞庭酒店离新宿站西口约八分钟，站前和西新宿一带拉面店很多，深夜也能吃到热汤面。</p>`,
  },
  en: {
    title: 'Eating in Tokyo: the department store basement and a bowl of ramen',
    summary:
      "Tokyo's department store food halls are the city's most elegant market, and a ramen meal starts at the ticket machine. Practical tips for a first visit.",
    content: `<p>In Tokyo, the easiest good meal is often not in a restaurant at all but in the basement of a department store. The Japanese call these food halls <a href="https://en.wikipedia.org/wiki/Depachika">depachika</a>, and they hold everything from bento and ready-made dishes to Japanese sweets, French pastries, fresh produce and sake: a very polished food market.</p>
<h2>Tips for the food halls</h2>
<ul>
<li>Isetan in Shinjuku and Mitsukoshi in Ginza are famous for their food floors; weekday mornings are the quietest.</li>
<li>Many counters offer tastings. Trying before you buy is perfectly polite; grazing your way through without buying is not.</li>
<li>About an hour before closing, bento and prepared dishes get discount stickers, which makes for an easy dinner back at the hotel.</li>
<li>Japanese sweets follow the seasons, with cherry leaf mochi in spring and chestnut confections in autumn, and they make a good gift.</li>
</ul>
<figure><img src="scene:noodles" alt="A bowl of soy sauce ramen in clear broth, topped with pork, a soft-boiled egg and spring onion"><figcaption>The old Tokyo style is a soy sauce broth, clear and light.</figcaption></figure>
<h2>A bowl of ramen</h2>
<p><a href="https://en.wikipedia.org/wiki/Ramen">Ramen</a> broths fall roughly into four families: soy sauce, salt, miso and pork bone. Tokyo's old-school <em>chuka soba</em> is mostly soy-based. <em>Tsukemen</em> serves the noodles and a rich dipping broth separately, and it is especially popular in summer. Under Tokyo Station there is a ramen street where several well-known shops sit side by side, handy before a train.</p>
<ol>
<li>Choose your noodles and extras at the ticket machine by the door and pay there; many machines take cash only, though newer ones accept transit cards.</li>
<li>Hand the ticket to the staff; you can ask for your noodles firmer or softer.</li>
<li>Slurping is fine, lingering less so: when you finish, give up your seat to the people waiting outside.</li>
</ol>
<blockquote>Eating alone in Tokyo is never awkward: the counter seats are made for one.</blockquote>
<p>The department stores of Ginza are a few steps from the Hanatsuki Hotel Ginza. The Kasumi Hotel Shinjuku is eight minutes from the west exit of Shinjuku Station, where ramen shops are everywhere and a hot bowl is easy to find late at night.</p>`,
  },
};
