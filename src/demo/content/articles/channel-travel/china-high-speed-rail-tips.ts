/** The article `china-high-speed-rail-tips` of the travel channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'china-high-speed-rail-tips',
  channel: 'travel',
  daysAgo: 12,
  featured: true,
  tags: ['交通', '上海', '北京'],
  cover: 'train',
  'zh-cn': {
    title: '坐高铁玩中国：从订票、进站到上车的实用攻略',
    summary: '在国内旅行，高铁常常比飞机更省心。从12306订票、选座，到进站检票、车上吃饭，一篇讲清楚。',
    content: body(
      `<p>北京到上海最快四个多小时，上海到杭州不到一个小时，成都到重庆也就一个小时出头。高铁站大多通地铁，不用提前两小时赶去机场，也不怕航班延误。对大多数城市之间的旅行来说，高铁是最省心的选择。</p>`,
      `<h2>订票</h2>`,
      `<ul>
<li>官方渠道是<a href="https://www.12306.cn">中国铁路12306</a>的网站和App，实名购票，需要身份证或护照号码。</li>
<li>车票一般提前十五天开售，节假日和周五、周日的热门车次最好开售当天就下单。</li>
<li>没抢到票可以试试“候补购票”：有人退票时，系统会按顺序自动帮你兑现。</li>
</ul>`,
      `<h2>怎么选座</h2>`,
      `<p>二等座每排五个座位，编号是A、B、C、D、F（没有E），A和F靠窗，C和D靠过道；一等座每排四个，编号A、C、D、F。两个人出行选D和F，正好坐在同一侧。商务座贵不少，但座椅几乎能放平，长途可以考虑。</p>`,
      `<figure><img src="scene:train" alt="站台上停着一列白色的高速列车"><figcaption>大站的站台很长，先看好车厢号，再到对应的位置排队。</figcaption></figure>`,
      `<h2>进站和上车</h2>`,
      `<ol>
<li>提前四十分钟左右到站：进站要安检，大站从进门走到检票口也要一阵子。</li>
<li>持身份证刷闸机进站；持护照的旅客按车站指引走人工通道，也有些车站的闸机可以识读护照。</li>
<li>开车前十五分钟左右开始检票，开车前几分钟停止检票，错过了就只能改签。</li>
</ol>`,
      `<h2>车上</h2>`,
      `<p>每节车厢都有饮水机，带个保温杯就能泡茶。可以在12306上订餐，列车到站时送到座位上，也可以上车前在车站买好。行李放在头顶的行李架或车厢两端的大件行李处，大箱子最好放两端。高铁全程禁烟，在卫生间吸烟也会触发报警。</p>`,
      `<blockquote>赶早班车的话，前一晚住在车站附近最踏实。比如在上海坐早班高铁或早班飞机，可以提前一晚住到上海虹桥枢纽商旅酒店，坐地铁10号线进出城都方便。</blockquote>`,
    ),
  },
  en: {
    title: "China by high-speed rail: booking, boarding and what's on board",
    summary:
      'For many trips in China, the high-speed train beats flying. Everything from booking on 12306 and choosing a seat to getting through the station and eating on board.',
    content: body(
      `<p>The fastest trains take a little over four hours from Beijing to Shanghai, under an hour from Shanghai to Hangzhou, and just over an hour from Chengdu to Chongqing. Most stations are on the metro, there is no need to turn up two hours early as at an airport, and delays are rare. For most journeys between cities, the train is simply the easier choice.</p>`,
      `<h2>Booking</h2>`,
      `<ul>
<li>The official channel is the <a href="https://www.12306.cn">China Railway 12306</a> website and app. Tickets are issued in the traveller's name, so you need an ID card or passport number.</li>
<li>Tickets usually go on sale fifteen days ahead. For popular trains on Fridays, Sundays and holidays, book on the day sales open.</li>
<li>If a train is sold out, join the waiting list: when someone cancels, the system fills the seats in order and books you automatically.</li>
</ul>`,
      `<h2>Choosing a seat</h2>`,
      `<p>Second class has five seats a row, lettered A, B, C, D and F (there is no E): A and F are windows, C and D are aisles. First class has four a row, A, C, D and F. Two people travelling together should take D and F to sit side by side. Business class costs a good deal more, but the seats recline almost flat, which is worth considering on a long run.</p>`,
      `<figure><img src="scene:train" alt="A white high-speed train standing at a platform"><figcaption>Platforms at big stations are long: check your carriage number and queue at the matching spot.</figcaption></figure>`,
      `<h2>At the station</h2>`,
      `<ol>
<li>Arrive about forty minutes early. There is a security check at the entrance, and at a big station the walk to the gate alone takes a while.</li>
<li>Chinese ID cards open the ticket gates. Passport holders should follow the signs to the staffed lane, though some stations now have gates that read passports.</li>
<li>Boarding usually opens about fifteen minutes before departure and closes a few minutes before. Miss it and you will have to change your ticket.</li>
</ol>`,
      `<h2>On board</h2>`,
      `<p>Every carriage has a hot-water dispenser, so bring a flask and your own tea. You can order a meal through 12306 and have it brought to your seat at a station stop, or buy food at the station before you board. Luggage goes on the overhead racks or in the spaces at the ends of each carriage, which is where large cases belong. Smoking is banned throughout the train, and lighting up in the toilet will set off the alarm.</p>`,
      `<blockquote>If you have an early train, spend the night before near the station. In Shanghai, for a morning train or flight, the Hongqiao Transit Hotel is a good choice, with metro line 10 for getting into and out of town.</blockquote>`,
    ),
  },
};
