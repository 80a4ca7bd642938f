/** Travel: practical pieces by the editorial team (rail, children, a weekend walk, packing) and the site's one paid article. (docs/design/content.md §11) */
import { body } from './compose';
import type { SeedArticle } from './types';

export const ARTICLES: SeedArticle[] = [
  {
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
  },
  {
    key: 'travelling-with-children',
    channel: 'travel',
    daysAgo: 40,
    tags: ['亲子', '住宿', '交通'],
    cover: 'hotel-lobby',
    'zh-cn': {
      title: '带孩子旅行不折腾：订房、坐车和排行程的经验',
      summary:
        '带孩子出门，省心比多看几个景点更重要。从儿童票怎么买、房型怎么选，到为什么每天只排一件大事，这是我们攒下的经验。',
      content: body(
        `<p>带孩子旅行最常见的遗憾，是行程排得太满：大人赶景点，孩子在车上睡觉，回到酒店谁都累得不想说话。我们的建议很简单：每天只安排一件“大事”，剩下的时间留给吃饭、午睡和酒店泳池。</p>`,
        `<h2>订房先看这几点</h2>`,
        `<ul>
<li><strong>儿童政策</strong>：不少酒店12岁以下儿童同住免费，但加床和早餐往往另算，下单前看清楚。</li>
<li><strong>房型</strong>：一家四口选家庭房或家庭套房，比订两间房更方便照看。北京王府井紫垣酒店的家庭套房有两间卧室，带两个孩子正合适。</li>
<li><strong>设施</strong>：下雨天，泳池和儿童游乐区能救急。西安曲江雁塔酒店有室外泳池和儿童游乐区，周末还有手工课。</li>
</ul>`,
        `<p>到了酒店，先问清楚泳池的开放时间、孩子是否需要大人陪同。需要婴儿床、儿童拖鞋和牙刷的，提前在订单备注里写上，前台一般都会准备好。</p>`,
        `<h2>坐火车要知道的</h2>`,
        `<p>铁路儿童票现在按年龄算：未满六岁、不单独占座的孩子免费，每名成人可以带一名；六到十四岁买儿童优惠票，大约是全价的一半；满十四岁就要买全价票。想让六岁以下的孩子有自己的座位，也可以给他买一张儿童票。买票时要用孩子的身份证号码实名登记。</p>`,
        `<figure><img src="scene:beach" alt="平静的海湾和一片浅浅的沙滩"><figcaption>浪小水浅的海湾，最适合小朋友玩水。</figcaption></figure>`,
        `<h2>行程怎么排</h2>`,
        `<ol>
<li>一天一件大事，放在上午做，下午留给午睡和自由活动。</li>
<li>选孩子能参与的地方：成都看熊猫、上海自然博物馆、三亚的浅水海滩，都比单纯看古建筑更能让孩子投入。</li>
<li>热门景点和博物馆提前预约，孩子的证件随身带好。</li>
<li>包里常备零食、水杯和一套换洗衣服；容易晕车的孩子，坐高铁比坐大巴舒服得多。</li>
</ol>`,
        `<blockquote>孩子记住的往往不是景点，而是在酒店泳池里泡过的那个下午，或者第一次自己点的那碗面。</blockquote>`,
      ),
    },
    en: {
      title: 'Travelling with children: rooms, trains and a pace that works',
      summary:
        "With children, an easy trip beats a packed one. How children's train tickets work, which rooms to book, and why one big thing a day is enough.",
      content: body(
        `<p>The most common regret after a family trip is trying to fit too much in: the grown-ups chase sights, the children sleep in the car, and everyone gets back to the hotel too tired to speak. Our advice is simple. Plan one big thing a day and leave the rest for meals, naps and the hotel pool.</p>`,
        `<h2>What to check when you book</h2>`,
        `<ul>
<li><strong>Child policy</strong>: many hotels let children under 12 stay free, but extra beds and breakfast are often charged separately, so read the small print.</li>
<li><strong>Room type</strong>: for a family of four, a family room or suite is easier than two rooms. The Family Suite at the Ziyuan Hotel Wangfujing in Beijing has two bedrooms, ideal with two children.</li>
<li><strong>Facilities</strong>: on a rainy day a pool or a play area is a lifesaver. The Qujiang Pagoda Hotel Xi'an has both, plus craft sessions at weekends.</li>
</ul>`,
        `<p>When you arrive, check the pool's opening hours and whether children must be accompanied. If you need a cot or children's slippers and toothbrushes, say so in the booking notes; most hotels will have them ready.</p>`,
        `<h2>Children on Chinese trains</h2>`,
        `<p>Children's rail fares now go by age. Under-sixes travel free if they share a seat, one per paying adult; from six to fourteen they need a child ticket at roughly half the full fare; from fourteen they pay the adult price. If you want a seat of their own for an under-six, you can buy them a child ticket too. Tickets are issued in the passenger's name, so you will need the child's ID number or passport.</p>`,
        `<figure><img src="scene:beach" alt="A calm bay with a shallow, sandy beach"><figcaption>A sheltered bay with shallow water is perfect for small children.</figcaption></figure>`,
        `<h2>Planning the days</h2>`,
        `<ol>
<li>One big thing a day, in the morning; keep the afternoon for a nap and free time.</li>
<li>Choose places children can take part in: the pandas in Chengdu, the Shanghai Natural History Museum or a shallow beach in Sanya will hold them better than old buildings alone.</li>
<li>Book popular sights and museums ahead, and keep the children's documents with you.</li>
<li>Carry snacks, water bottles and a change of clothes. For children who get car-sick, the high-speed train is far kinder than a coach.</li>
</ol>`,
        `<blockquote>What children remember is rarely the sight itself. It is the afternoon in the hotel pool, or the first bowl of noodles they ordered by themselves.</blockquote>`,
      ),
    },
  },
  {
    key: 'hangzhou-in-depth',
    channel: 'travel',
    daysAgo: 15,
    featured: false,
    tags: ['杭州', '茶', '住宿', '徒步'],
    cover: 'tea-house',
    price: { money: 300, points: 300 },
    'zh-cn': {
      title: '2026 杭州深度游：住宿与行程全攻略',
      summary: '三天两晚，怎么住、怎么走，才能把西湖、茶山和运河都看透？我们按天给出行程，并比较四家酒店各自适合谁。',
      content: body(
        `<p>这份攻略写给愿意在杭州多待几天的人。我们的建议是三天两晚、中途换一次酒店：第一晚住湖边，第二晚上山住进茶园。这样每天醒来都已经在要去的地方，不用在路上来回折腾。</p>`,
        `<h2>四家酒店，怎么选</h2>`,
        `<p>我们在杭州的四家酒店风格差别很大，适合的人也不一样。按这条线路，前两家是首选，后两家适合预算更紧或者要兼顾工作的行程。</p>`,
        `<ul>
<li><strong>杭州西湖柳岸酒店</strong>（北山街）：过马路就是断桥和白堤，茶室每天下午有龙井品鉴。第一次来杭州，住这里最不会出错。</li>
<li><strong>杭州龙井茶园山居</strong>（龙井村）：四周是茶园和竹林，部分客房带小院，还可以带宠物。适合喜欢安静、愿意走路的人。</li>
<li><strong>杭州武林门商务酒店</strong>（武林广场）：价格实在，地铁1号线、2号线都近，早餐有小笼包和片儿川，去运河也顺路。</li>
<li><strong>杭州滨江大酒店</strong>（滨江）：在钱塘江南岸，江景房能看到钱江新城的夜景，停车免费，适合自驾和商务出行。</li>
</ul>`,
        `<h2>第一天：把西湖走透</h2>`,
        `<p>早上六点半出门，从断桥上白堤，穿过孤山走到西泠印社，这个时间湖边只有晨练的杭州人。上午坐船去三潭印月，中午在湖边吃一顿杭帮菜：西湖醋鱼、龙井虾仁、东坡肉、叫花鸡，两三个人点这四样刚好。下午沿苏堤从北往南走，全长近三公里，走到花港观鱼看锦鲤，傍晚回到北山街，在房间里看湖上的日落。</p>`,
        `<figure><img src="scene:lake" alt="晨雾笼罩的湖面和远处的长堤"><figcaption>清晨的苏堤，最好赶在七点前走完。</figcaption></figure>`,
        `<h2>第二天：上山进茶园</h2>`,
        `<p>退房后打车上山，把行李先放到龙井村的山居，轻装出发。上午在茶园里随便走走，春天能看到茶农在铁锅里手工炒茶；中午在村里的农家吃饭，再泡一杯当季的龙井。下午我们最推荐走一段梅家坞私房茶路：从龙井村后面的石阶往上，翻过一道山梁，一路穿过茶垄和竹林，走到梅家坞大约两个小时，脚下多是茶农平时上山采茶的小路，很少碰到游客。从梅家坞打车回山居只要十几分钟，晚上的茶山非常安静。</p>`,
        `<h2>第三天：古寺和运河</h2>`,
        `<p>从龙井村打车到灵隐寺只要十几分钟，开门后不久进去，飞来峰的石刻在早上的侧光里看得最清楚。中午下山进城，去拱宸桥一带的运河边：桥西历史街区有几座由老厂房改成的博物馆，比如中国刀剪剑博物馆和中国伞博物馆，都免费开放。傍晚在运河边吃一碗片儿川，再去杭州东站坐高铁离开。</p>`,
        `<h2>季节与预算</h2>`,
        `<ul>
<li>清明前后新茶上市，茶山最热闹，山居的房间要提前一个月订。</li>
<li>九月底到十月是桂花季，满觉陇一带最香，但国庆假期湖边人非常多。</li>
<li>冬天游客少，房价也最低；要是赶上下雪，“断桥残雪”值得专程去看一次。</li>
</ul>`,
        `<p>按这条线路走下来，每天大约两万步。住宿之外的花费主要是打车和吃饭，西湖本身不收门票，灵隐寺和飞来峰需要买票。</p>`,
        `<blockquote>把最好的时间留给清晨：西湖、灵隐和茶山，都是在游客到来之前最动人。</blockquote>`,
        `<p>最后一句叮嘱：带一双已经穿惯了的好走的鞋，比什么装备都重要。</p>`,
      ),
    },
    en: {
      title: 'Hangzhou in depth: where to stay and what to see',
      summary:
        'How to spend three days and two nights so you really see the lake, the tea hills and the canal: a day-by-day plan, and which of our four Hangzhou hotels suits whom.',
      content: body(
        `<p>This guide is for travellers willing to give Hangzhou more than a day. We suggest three days and two nights with one change of hotel: the first night by the lake, the second up in the tea hills. That way you wake up each morning where you want to be, instead of spending it in taxis.</p>`,
        `<h2>Four hotels, and who they suit</h2>`,
        `<p>Our four Hangzhou hotels are very different from one another. For this itinerary the first two are the natural choice; the other two suit a tighter budget or a trip that mixes in some work.</p>`,
        `<ul>
<li><strong>Willow Bank Hotel West Lake</strong> (Beishan Street): the Broken Bridge and the Bai Causeway are across the road, and the tea room holds a Longjing tasting every afternoon. For a first visit you cannot go wrong.</li>
<li><strong>Longjing Tea Hills Lodge</strong> (Longjing village): surrounded by tea terraces and bamboo, some rooms with a small garden, and pets are welcome. For people who like quiet and don't mind walking.</li>
<li><strong>Wulin Gate Hotel Hangzhou</strong> (Wulin Square): good value, close to metro lines 1 and 2, with steamed soup dumplings and pian'erchuan noodles at breakfast, and handy for the Grand Canal.</li>
<li><strong>Binjiang Grand Hotel Hangzhou</strong> (Binjiang): on the south bank of the Qiantang River, with river-view rooms facing the lights of Qianjiang New Town and free parking. A good fit if you are driving or on business.</li>
</ul>`,
        `<h2>Day one: West Lake, properly</h2>`,
        `<p>Set out at half past six, cross the Broken Bridge onto the Bai Causeway and walk over Solitary Hill to the Xiling Seal Engravers' Society; at this hour the shore belongs to locals doing their morning exercises. Take a boat to Three Pools Mirroring the Moon in the morning, and have a Hangzhou lunch by the water: West Lake vinegar fish, shrimp with Longjing tea, Dongpo pork and beggar's chicken are about right for two or three people. In the afternoon walk the Su Causeway from north to south, nearly three kilometres, to the koi ponds at Huagang, then head back to Beishan Street to watch the sun set over the lake from your room.</p>`,
        `<figure><img src="scene:lake" alt="A lake in the morning mist with a long causeway in the distance"><figcaption>The Su Causeway at dawn: try to walk it before seven.</figcaption></figure>`,
        `<h2>Day two: up into the tea hills</h2>`,
        `<p>After checking out, take a taxi up the hill, leave your bags at the lodge in Longjing village and set off light. Spend the morning wandering the tea terraces; in spring you can watch farmers roasting leaves by hand in iron woks. Have lunch at a farmhouse in the village with a cup of this season's Longjing. In the afternoon, our favourite walk is what we call the Meijiawu tea-farm trail: stone steps climb from behind Longjing village over a ridge, through rows of tea bushes and bamboo, and down to Meijiawu in about two hours, mostly on the paths the farmers use to reach their fields, so you will meet few other visitors. A taxi back to the lodge takes little more than ten minutes, and the hills are wonderfully quiet at night.</p>`,
        `<h2>Day three: an old temple and the Grand Canal</h2>`,
        `<p>Lingyin Temple is only ten-odd minutes by taxi from Longjing village. Go in soon after opening, when the low morning light picks out the carvings on Feilai Feng. At midday head down into the city to the Grand Canal around Gongchen Bridge, where the Qiaoxi historic quarter has several museums in converted factories, among them the China Knife, Scissors and Sword Museum and the China Umbrella Museum, all free. Finish with a bowl of pian'erchuan noodles by the canal before catching your train from Hangzhou East.</p>`,
        `<h2>Seasons and budget</h2>`,
        `<ul>
<li>Around Qingming the new tea comes in and the hills are at their busiest; book the lodge a month ahead.</li>
<li>Late September and October bring the osmanthus, strongest around Manjuelong, but the National Day holiday fills the lakeside.</li>
<li>Winter is quiet and rooms are cheapest; if it snows, the Broken Bridge under snow is worth a special trip.</li>
</ul>`,
        `<p>Expect around twenty thousand steps a day on this route. Beyond the hotels, most of your spending goes on taxis and meals: West Lake itself is free, while Lingyin Temple and Feilai Feng charge admission.</p>`,
        `<blockquote>Give your best hours to the early morning. West Lake, Lingyin and the tea hills are all at their finest before the crowds arrive.</blockquote>`,
        `<p>One last piece of advice: bring comfortable shoes you have already broken in. They matter more than any other kit.</p>`,
      ),
    },
  },
  {
    key: 'shanghai-weekend-citywalk',
    channel: 'travel',
    daysAgo: 28,
    tags: ['上海', '周末', 'Citywalk'],
    cover: 'street-food',
    'zh-cn': {
      title: '上海周末两日Citywalk：从梧桐区走到外滩',
      summary: '不赶景点，靠两条腿和几站地铁，把上海最好看的街道走一遍。附每天的路线、吃饭的地方和歇脚的建议。',
      content: body(
        `<p>上海很适合走路：老城区的马路不宽，两边是梧桐树，每走几百米就换一种风景。这条两天的路线全程步行大约二十公里，走累了随时可以钻进地铁站。</p>`,
        `<h2>周六：梧桐区</h2>`,
        `<ol>
<li>上午从武康大楼出发，沿武康路往北走，路边的老洋房大多挂着铭牌，可以停下来读一读。</li>
<li>拐进安福路和乌鲁木齐中路，找家小店吃个早午餐，顺便逛逛买手店。</li>
<li>下午沿复兴西路、复兴中路一路往东，穿过思南公馆，走到新天地。</li>
<li>晚上在田子坊的弄堂里吃饭，或者回新天地找一家小酒馆坐坐。</li>
</ol>`,
        `<p>这一天的路线大致沿着地铁10号线，交通大学、上海图书馆、陕西南路、新天地几站都在附近，走累了随时可以坐一两站。梧桐区的小店很多快到中午才开门，不必起得太早。</p>`,
        `<figure><img src="scene:street-food" alt="路边冒着热气的小吃摊"><figcaption>走累了，一客生煎最能回血。</figcaption></figure>`,
        `<h2>周日：从人民广场到外滩</h2>`,
        `<p>上午去人民广场边的上海博物馆，免费但需要提前预约，青铜器和陶瓷展厅最值得看。中午沿南京东路步行街往东走，顺路在老字号买些点心。下午从外滩源开始，沿中山东一路往南，一栋一栋看过去；傍晚可以过江去陆家嘴，也可以就在外滩等灯亮起来。</p>`,
        `<blockquote>Citywalk不是打卡比赛。看到一条好看的弄堂，就拐进去；遇到一家顺眼的咖啡馆，就坐下来。</blockquote>`,
        `<h2>几点提醒</h2>`,
        `<ul>
<li>周末武康大楼路口人很多，想拍照尽量早上去。</li>
<li>外滩的亮灯时间随季节不同，一般天黑后亮起，节假日会延长。</li>
<li>住在新天地附近最顺路：上海新天地梧桐里酒店正好在两天路线的中间，周六晚上走回去也不远。</li>
</ul>`,
      ),
    },
    en: {
      title: 'A weekend on foot in Shanghai: from the plane-tree streets to the Bund',
      summary:
        "No rushing between sights: two days, good shoes and a few metro rides take in Shanghai's best streets. Routes, places to eat and where to rest your feet.",
      content: body(
        `<p>Shanghai is a walker's city. The streets of the older districts are narrow and lined with plane trees, and the scene changes every few hundred metres. This two-day route covers about twenty kilometres on foot, and whenever your legs give out there is a metro station nearby.</p>`,
        `<h2>Saturday: the plane-tree streets</h2>`,
        `<ol>
<li>Start in the morning at the Wukang Mansion and walk north along Wukang Road. Most of the old villas carry a plaque, and they are worth stopping to read.</li>
<li>Turn into Anfu Road and Middle Urumqi Road for a late breakfast and a browse in the independent shops.</li>
<li>In the afternoon head east along West Fuxing Road and Middle Fuxing Road, through the Sinan Mansions, to Xintiandi.</li>
<li>Have dinner in the lanes of Tianzifang, or go back to Xintiandi for a drink in a small bar.</li>
</ol>`,
        `<p>The whole route roughly follows metro line 10, with Jiaotong University, Shanghai Library, South Shaanxi Road and Xintiandi stations all close by, so you can always ride a stop or two. Many of the small shops don't open until late morning, so there is no need to start at dawn.</p>`,
        `<figure><img src="scene:street-food" alt="A street food stall with steam rising from it"><figcaption>When your feet start to ache, a plate of pan-fried buns works wonders.</figcaption></figure>`,
        `<h2>Sunday: People's Square to the Bund</h2>`,
        `<p>Spend the morning at the Shanghai Museum on People's Square, which is free but needs booking; the bronze and ceramics galleries are the highlights. At midday walk east along the pedestrian stretch of East Nanjing Road, picking up pastries at one of the old-name shops. In the afternoon start at the Rockbund at the north end of the Bund and work your way south along Zhongshan East 1st Road, one building at a time. At dusk, cross the river to Lujiazui, or simply wait on the Bund for the lights to come on.</p>`,
        `<blockquote>A city walk is not a checklist. If a lane looks inviting, turn into it; if a café looks right, sit down.</blockquote>`,
        `<h2>A few reminders</h2>`,
        `<ul>
<li>The crossing in front of the Wukang Mansion gets crowded at weekends, so go early for photos.</li>
<li>The Bund's lights come on after dark, at times that change with the season, and stay on later on holidays.</li>
<li>Xintiandi is the most convenient base: the Wutong Lane Hotel Xintiandi sits right in the middle of the two days' routes, an easy walk back on Saturday night.</li>
</ul>`,
      ),
    },
  },
  {
    key: 'packing-for-every-season',
    channel: 'travel',
    daysAgo: 110,
    tags: ['行李', '北京', '三亚', '东京'],
    cover: 'mountain',
    'zh-cn': {
      title: '四季出行行李清单：南方北方、海边山里各带什么',
      summary: '同一个月份，北京和三亚能差三十度。按季节和目的地整理的行李清单，帮你少带一半用不上的东西。',
      content: body(
        `<p>收拾行李最容易犯的错，是按出发地的天气来带衣服。中国南北跨度大，一月的北京夜里常在零下十度左右，三亚白天却有二十五度以上；同样是冬天，北方室内有暖气，南方的上海、杭州、成都却没有集中供暖，屋里也暖和不到哪里去。</p>`,
        `<h2>按季节</h2>`,
        `<ul>
<li><strong>春季（三到五月）</strong>：江南多雨，带一把轻便折叠伞和一双不怕湿的鞋；北京春天风大，偶有沙尘，备上口罩。</li>
<li><strong>夏季（六到八月）</strong>：以防晒和透气衣物为主；高铁、商场的空调都很足，包里放一件薄外套。七到九月去海边，留意台风预报。</li>
<li><strong>秋季（九到十一月）</strong>：早晚温差大，“洋葱式”穿法最实用，一件薄羽绒或抓绒外套能应付大多数情况。</li>
<li><strong>冬季（十二到二月）</strong>：去北方带厚羽绒服、帽子和手套，里面穿薄一点，进屋就能脱；去南方反而要带保暖的家居服，晚上在房间里更舒服。</li>
</ul>`,
        `<figure><img src="scene:mountain" alt="层层叠叠的山峦和蜿蜒的山路"><figcaption>山里早晚凉，多带一件外套总没错。</figcaption></figure>`,
        `<h2>按目的地</h2>`,
        `<p>去海岛：泳衣、防晒衣、帽子、沙滩鞋，再加一个防水手机袋。去山里徒步：一双已经穿合脚的登山鞋，比临行前新买的贵鞋可靠。去东京这样的大城市：每天走路多，一双舒服的运动鞋就是最好的装备，另外备个小袋子装垃圾，街上垃圾桶很少。</p>`,
        `<h2>容易忘的小东西</h2>`,
        `<ul>
<li>保温杯：火车上、酒店里都有热水。</li>
<li>充电宝：坐飞机只能随身携带、不能托运，出发前查一下航空公司对容量和认证标志的要求。</li>
<li>转换插头：国内常见两孔扁脚和三孔插座；日本是两孔扁脚、电压100伏，带三孔插头的电器需要转换。</li>
<li>常用药：感冒药、肠胃药、创可贴。在外地临时找药店，不一定方便。</li>
</ul>`,
        `<p>最后一个原则：当地买得到的东西就少带。洗发水、防晒霜这类用品便利店里都有，省下来的空间，回程时正好装土特产。</p>`,
      ),
    },
    en: {
      title: 'Packing for every season: north and south, beach and hills',
      summary:
        'In the same month Beijing and Sanya can be thirty degrees apart. A packing list by season and destination, so you stop carrying half a suitcase you never open.',
      content: body(
        `<p>The most common packing mistake is dressing for the weather where you start. China spans a huge range of climates: in January Beijing often drops to around minus ten at night while Sanya is above 25°C by day. Even within winter, the north has central heating indoors, but Shanghai, Hangzhou and Chengdu in the south do not, so rooms there can feel little warmer than outside.</p>`,
        `<h2>By season</h2>`,
        `<ul>
<li><strong>Spring (March to May)</strong>: the Yangtze delta is rainy, so pack a light folding umbrella and shoes that don't mind getting wet. Beijing is windy in spring, with the odd dust storm; a face mask helps.</li>
<li><strong>Summer (June to August)</strong>: sun protection and breathable clothes. Trains and malls are heavily air-conditioned, so keep a light jacket in your bag. Heading to the coast from July to September, keep an eye on typhoon warnings.</li>
<li><strong>Autumn (September to November)</strong>: mornings and evenings are much cooler than midday, so dress in layers; a light down or fleece jacket covers most situations.</li>
<li><strong>Winter (December to February)</strong>: in the north bring a heavy down coat, hat and gloves, with thin layers underneath that you can strip off indoors. In the south, pack something warm to wear in your room in the evening.</li>
</ul>`,
        `<figure><img src="scene:mountain" alt="Layers of mountain ridges with a winding path"><figcaption>Mornings and evenings in the hills are cool; an extra layer never hurts.</figcaption></figure>`,
        `<h2>By destination</h2>`,
        `<p>For the beach: swimwear, a sun shirt, a hat, sandals and a waterproof phone pouch. For hiking: boots you have already broken in are more dependable than expensive new ones bought the week before. For a big city like Tokyo: you will walk a lot, so comfortable trainers are your best kit, and carry a small bag for rubbish, as street bins are rare.</p>`,
        `<h2>The small things people forget</h2>`,
        `<ul>
<li>A vacuum flask: there is hot water on trains and in hotels.</li>
<li>A power bank: on flights it must go in your hand luggage, never in the hold; check your airline's rules on capacity and certification marks before you leave.</li>
<li>A plug adaptor: mainland China uses two-pin flat and three-pin sockets; Japan has two-pin flat sockets at 100 volts, so three-pin plugs need an adaptor.</li>
<li>Basic medicines: cold remedies, something for an upset stomach, plasters. A pharmacy is not always easy to find on the road.</li>
</ul>`,
        `<p>One last rule: don't pack what you can buy when you get there. Shampoo, sun cream and the like are sold in every convenience store, and the space you save will come in handy for souvenirs on the way home.</p>`,
      ),
    },
  },
];
