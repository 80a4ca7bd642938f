/** Member stories: travel stories members wrote, and the demo member's pending and rejected submissions. (docs/design/content.md §11) */
import type { SeedArticle } from './model/types';

export const ARTICLES: SeedArticle[] = [
  {
    key: 'lin-xian-huifang-three-nights',
    channel: 'member-stories',
    daysAgo: 34,
    featured: true,
    tags: ['西安', '小吃', '美食', 'Citywalk'],
    cover: 'night-market',
    author: 'reader-lin',
    'zh-cn': {
      title: '在回坊住了三晚：西安的夜，从一碗泡馍开始',
      summary: '一个人去西安，住进回民街里的青砖客栈。白天骑城墙、逛碑林，晚上就在北院门一家一家吃过去。',
      content: `<p>出发前，朋友劝我别住回民街，说那里“全是游客”，不如住到曲江去。我还是订了<strong>西安回坊青砖客栈</strong>，理由很简单：吃完宵夜，走两步就能躺下。三个晚上过去，我一点也不后悔。</p>
<h2>住在北院门的好处</h2>
<p>客栈就在北院门大街上，一栋两层的青砖小楼。房间不大，老木门推开会吱呀一声，但热水、床品都是新的。我最喜欢屋顶的小露台，傍晚上去正好看到鼓楼亮灯，楼下的人声一直热闹到十一点多。街区里不走机动车，出租车只能停在路口，拖着箱子要走一小段石板路，行李多的话可以提前跟前台打个招呼。</p>
<figure><img src="scene:night-market" alt="夜晚的回民街，小吃摊前挂着灯，游客在排队买吃的"><figcaption>晚上九点的北院门，烤肉摊前还排着队。</figcaption></figure>
<h2>三个晚上，九样吃的</h2>
<p>我给自己定了个规矩：每晚只吃三样，免得撑得睡不着。最后的清单是这样的：</p>
<ul>
<li>第一晚：羊肉泡馍，馍自己掰，掰到黄豆大小才算过关；再来一串烤肉、一杯酸梅汤。</li>
<li>第二晚：腊牛肉夹馍、粉蒸肉，最后用一块镜糕收尾。</li>
<li>第三晚：油泼面加一份凉皮，走到路口又没忍住，买了一袋柿子饼带回房间。</li>
</ul>
<p>掰馍那天，老板看我掰得太大块，笑着说我这是要吃“水围城”。后来查了才知道，泡馍还真分好几种吃法：汤少的“干拔”、汤刚好的“口汤”、汤多馍大的“水围城”。一碗泡馍的讲究，比我想的多得多。</p>
<h2>白天的古城</h2>
<p>白天基本在城墙里转。早上在城墙上租了辆自行车，一圈十三公里多，骑得慢也就两个多小时；下午去碑林博物馆，在颜真卿的《多宝塔碑》前站了很久。兵马俑留到了最后一天，前台帮忙订的一日游，一早出发，回来刚好赶上最后一顿宵夜。</p>
<blockquote>住在回坊，最大的收获不是吃了多少，而是晚上十点还能下楼，跟本地人一起排队买一个夹馍。</blockquote>
<p>如果你也想这么住，尽量避开周末和节假日，街上会挤得走不动。想了解城墙的来历，可以先看看<a href="https://zh.wikipedia.org/wiki/西安城墙">西安城墙</a>的词条，骑车的时候会更有意思。</p>`,
    },
    en: {
      title: "Three nights in Xi'an's Muslim Quarter, one bowl of paomo at a time",
      summary:
        "A solo trip to Xi'an, staying at a grey-brick inn right in the Muslim Quarter: the city wall and the Forest of Steles by day, and a slow crawl along Beiyuanmen by night.",
      content: `<p>Before I left, a friend told me not to stay in the Muslim Quarter: “it's all tourists”, she said, and Qujiang would be nicer. I booked the <strong>Grey Brick Inn Huifang</strong> anyway, for one simple reason: after a late snack, bed would be a two-minute walk away. Three nights later, I had no regrets.</p>
<h2>Why stay on Beiyuanmen</h2>
<p>The inn is a two-storey grey-brick building on Beiyuanmen Street. The rooms are small and the old timber doors creak, but the hot water and the bedding are new. My favourite spot was the little roof terrace: go up at dusk and you see the Drum Tower lights come on, while the street below stays busy until after eleven. The lanes are closed to cars, so taxis stop at the corner and you wheel your case over a short stretch of paving stones. With a lot of luggage, let reception know in advance.</p>
<figure><img src="scene:night-market" alt="The Muslim Quarter at night, with lanterns above the food stalls and people queuing"><figcaption>Beiyuanmen at nine in the evening, with a queue still outside the kebab stall.</figcaption></figure>
<h2>Three nights, nine dishes</h2>
<p>I set myself a rule: three things a night, so I could still sleep. Here is how it went:</p>
<ul>
<li>Night one: <em>yangrou paomo</em>, mutton soup with flatbread you tear up yourself, into pieces no bigger than a soybean. Plus a lamb skewer and a glass of sour plum juice.</li>
<li>Night two: a <em>roujiamo</em> of cured beef, steamed pork in rice flour, and a sticky rice <em>jinggao</em> cake to finish.</li>
<li>Night three: <em>youpo</em> noodles, splashed with hot chilli oil, and a plate of cold <em>liangpi</em> noodles, then a bag of persimmon cakes bought on the way back to the room.</li>
</ul>
<p>When I tore my bread, the owner laughed at the size of my pieces and said I must be after a “water around the city” bowl. I looked it up later: paomo comes in several styles, from almost dry to plenty of broth with large pieces of bread in the middle. There is far more to a bowl of paomo than I had imagined.</p>
<h2>The old city by day</h2>
<p>By day I stayed inside the walls. In the morning I rented a bike on top of the city wall: one lap is just over thirteen kilometres and took me a little over two hours at an easy pace. In the afternoon I went to the Forest of Steles museum and stood for a long time in front of Yan Zhenqing's Duobao Pagoda stele. I kept the Terracotta Warriors for the last day, on a tour booked by reception that left early and got me back in time for one last round of street food.</p>
<blockquote>The best thing about staying in the Muslim Quarter was not how much I ate. It was being able to step outside at ten at night and queue for a sandwich with the locals.</blockquote>
<p>If you want to stay here too, avoid weekends and public holidays, when the lanes are almost too crowded to walk. And read up on the <a href="https://en.wikipedia.org/wiki/Fortifications_of_Xi%27an">fortifications of Xi'an</a> before you ride the wall; it makes the lap much more interesting.</p>`,
    },
  },
  {
    key: 'emma-chengdu-teahouse-week',
    channel: 'member-stories',
    daysAgo: 58,
    tags: ['成都', '茶', 'Citywalk'],
    cover: 'tea-house',
    author: 'reader-emma',
    'zh-cn': {
      title: '原本只待两天，结果在成都的茶馆里泡了一周',
      summary:
        '为了大熊猫来成都，最后却是为了茶馆留下。住在宽窄巷子的一周里，我学会了坐在哪儿、点什么，以及为什么没人催你走。',
      content: `<p>原计划在成都只待两天：一个上午看熊猫，一个晚上吃火锅，然后去西安。结果我住了六晚，大半时间都耗在茶馆里。没人提前告诉我，在成都，一杯茶不只是饮料，而是一整个下午。</p>
<h2>住在哪里</h2>
<p>我订了<strong>成都宽窄锦庐酒店</strong>，看中的是那几座老院子。白天的游客散去之后，巷子果然安静下来，和我期待的一样。房间里有很深的浴缸和竹编家具，酒店茶馆每晚有一小段川剧变脸，短小精彩，一点也不像专给游客看的表演。从门口走到人民公园不远，打车去文殊院也很便宜。</p>
<figure><img src="scene:tea-house" alt="露天茶馆里摆满竹椅，矮桌上放着盖碗茶"><figcaption>工作日下午的人民公园鹤鸣茶社。</figcaption></figure>
<h2>在茶馆喝茶，大概是这样的</h2>
<ol>
<li>自己找一把空着的竹椅坐下，不用排号，也没人领位。</li>
<li>从茶单上选一种茶。本地人爱喝茉莉花茶，价格通常不贵。</li>
<li>茶用盖碗端上来，提着长嘴铜壶的师傅会一直来续水，坐多久都行。</li>
<li>如果有人问你要不要掏耳朵，那是真的服务，不是开玩笑。我试了一次，一次就够了。</li>
</ol>
<blockquote>没人会催你。一杯茶，买下的是一把椅子和整个下午。</blockquote>
<h2>另外几家喜欢的</h2>
<p>文殊院里的茶园比人民公园安静，适合带本书去坐一坐。如果能空出半天，可以去双流彭镇的观音阁老茶馆，墙被烟熏得发黑，喝茶的多是附近的老茶客，很值得专门跑一趟。晚上回到酒店，再看一场变脸，这一天就圆满了。想先了解一下的话，可以读读<a href="https://zh.wikipedia.org/wiki/川剧">川剧</a>的介绍。</p>`,
    },
    en: {
      title: "I meant to stay two days. Chengdu's teahouses kept me for a week",
      summary:
        'I came to Chengdu for the pandas and stayed for the teahouses. Notes from a week by Kuanzhai Alley: where to sit, what to order, and why nobody hurries you.',
      content: `<p>I had planned two days in Chengdu: pandas one morning, hotpot one night, then on to Xi'an. I ended up staying six nights, mostly because of the teahouses. Nobody had warned me that in Chengdu a cup of tea is not so much a drink as a way of spending the afternoon.</p>
<h2>Where I stayed</h2>
<p>I booked the <strong>Jinlu Hotel Kuanzhai Alley</strong> for its old courtyard houses, and once the day visitors left, the lanes were every bit as calm as I had hoped. My room had a deep tub and bamboo furniture, and the short face-changing show in the hotel teahouse each evening was charming rather than touristy. People's Park is an easy walk away and Wenshu Monastery a cheap taxi ride.</p>
<figure><img src="scene:tea-house" alt="Bamboo chairs and lidded tea bowls on low tables in a busy open-air teahouse"><figcaption>Heming Teahouse in People's Park on a weekday afternoon.</figcaption></figure>
<h2>How a Chengdu teahouse works</h2>
<ol>
<li>Find a free bamboo chair. There is no host and no queue.</li>
<li>Pick a tea from the list. Jasmine is the local favourite, and it is usually inexpensive.</li>
<li>The tea comes in a <em>gaiwan</em>, a lidded bowl, and an attendant with a long-spouted copper kettle keeps topping it up for as long as you stay.</li>
<li>If someone offers to clean your ears, it is a real service, not a joke. I said yes once. Once was enough.</li>
</ol>
<blockquote>Nobody hurries you. A cup of tea buys you a chair for the whole afternoon.</blockquote>
<h2>A few more I liked</h2>
<p>The tea garden at Wenshu Monastery is quieter than People's Park and a good place to sit with a book. If you can spare half a day, the old Guanyin Pavilion teahouse in Pengzhen, out in Shuangliu, is worth the trip for its smoke-darkened walls and its regulars from the village. Back at the hotel, a round of face-changing rounds off the day nicely. For some background, read about <a href="https://en.wikipedia.org/wiki/Sichuan_opera">Sichuan opera</a> first.</p>`,
    },
  },
  {
    key: 'demo-sanya-family-five-days',
    channel: 'member-stories',
    daysAgo: 15,
    tags: ['三亚', '亲子', '海岛'],
    cover: 'beach',
    author: 'demo',
    'zh-cn': {
      title: '带两个孩子在亚龙湾住了五天，行程排得越松越好',
      summary: '带着六岁和三岁的孩子去三亚，住在亚龙湾的椰林度假酒店。不赶景点，每天就是海滩、泳池和一顿海鲜。',
      content: `<p>带孩子出门之前，我总想把行程排满。这次去三亚，先生说服了我：五天只做三件事，海滩、泳池、吃饭。回头看，这是我们家最轻松的一次旅行。</p>
<h2>为什么选亚龙湾</h2>
<p>我们住的是<strong>三亚亚龙湾椰林度假酒店</strong>。从凤凰机场打车过去四十分钟左右，酒店出门就是沙滩，孩子们不用过马路。亚龙湾的水比较清、浪也不大，老大第一次戴着面镜看到了小鱼，兴奋了一整个下午。花园里都是椰子树和三角梅，早饭后带着小的慢慢走一圈，正好消食。</p>
<figure><img src="scene:beach" alt="清晨的亚龙湾沙滩，海水很平静，远处有几棵椰子树"><figcaption>早上八点的亚龙湾，沙子还不烫脚。</figcaption></figure>
<h2>我们的一天</h2>
<ul>
<li>七点多起床，趁太阳不晒去海边挖沙，十点前回房间。</li>
<li>中午在房间里睡午觉，这是保证全家下午不闹脾气的关键。</li>
<li>下午四点以后去泳池，泡到天快黑。</li>
<li>晚上轮流：两天在酒店吃，一天去市区的第一市场买海鲜、拿到旁边的店里加工。</li>
</ul>
<h2>几条给带娃家庭的建议</h2>
<p>三亚的紫外线比想象的强，防晒霜要反复涂，最好给孩子准备长袖泳衣和帽子。第一市场买海鲜前先问清楚价格和加工费，称重时站在旁边看着，心里会踏实很多。另外，酒店离市区有二十多分钟车程，晚上出去吃饭记得提前叫车。</p>
<blockquote>五天下来，孩子们记住的不是去了哪里，而是每天早上在沙滩上堆的那座城堡。</blockquote>`,
    },
    en: {
      title: 'Five days at Yalong Bay with two small children, and no itinerary',
      summary:
        'Sanya with a six-year-old and a three-year-old at the Palm Grove Resort Yalong Bay: no sightseeing, just the beach, the pool and one seafood dinner a day.',
      content: `<p>Whenever we travel with the children, I try to fill every day. For Sanya, my husband talked me out of it: five days, three things, the beach, the pool and dinner. Looking back, it was the most relaxed trip our family has ever taken.</p>
<h2>Why Yalong Bay</h2>
<p>We stayed at the <strong>Palm Grove Resort Yalong Bay</strong>, about forty minutes by taxi from Phoenix Airport. The resort opens straight onto the sand, so the children never had to cross a road. The water in Yalong Bay is clear and the waves are gentle: our eldest saw her first little fish through a snorkel mask and talked about nothing else all afternoon. The gardens are full of coconut palms and bougainvillea, just right for a slow walk with the little one after breakfast.</p>
<figure><img src="scene:beach" alt="Yalong Bay beach in the early morning, with calm water and a few coconut palms in the distance"><figcaption>Yalong Bay at eight in the morning, before the sand gets hot.</figcaption></figure>
<h2>Our day</h2>
<ul>
<li>Up just after seven and down to the beach to dig in the sand while the sun is still low; back in the room before ten.</li>
<li>A nap after lunch, which is what kept everyone cheerful in the afternoon.</li>
<li>Into the pool after four, until it was nearly dark.</li>
<li>Dinner in turns: two nights at the resort, then one at the First Market in town, where you buy seafood and have it cooked at a restaurant next door.</li>
</ul>
<h2>A few tips for families</h2>
<p>The sun in Sanya is stronger than you expect: reapply sunscreen often, and pack long-sleeved swimsuits and hats for the children. At the First Market, agree the price and the cooking fee before you buy, and stand by while your seafood is weighed. The resort is over twenty minutes from town by car, so book a taxi in advance if you go out for dinner.</p>
<blockquote>Five days later, what the children remembered was not where we went, but the sandcastle they built every morning.</blockquote>`,
    },
  },
  {
    key: 'demo-beijing-shichahai-courtyard',
    channel: 'member-stories',
    daysAgo: 2,
    status: 'pending',
    tags: ['北京', '住宿', 'Citywalk'],
    cover: 'lake',
    author: 'demo',
    'zh-cn': {
      title: '住进什刹海的四合院，骑车去看鼓楼的早晨',
      summary: '在北京什刹海四合院客栈住了两晚，早上骑车绕后海一圈，再钻进胡同吃一顿老北京早点。',
      content: `<p>来北京出差很多次，住的都是国贸一带的高楼。这次多留了一个周末，特意换到了<strong>北京什刹海四合院客栈</strong>，想看看胡同里的北京。</p>
<h2>院子里的两晚</h2>
<p>客栈是一座改造过的四合院，房间围着院子，晚上关上院门，外面的喧闹一下子就远了。早上在枣树下吃豆浆油条和包子，阳光从屋檐斜着照进院子，很难不多坐一会儿。前台可以借自行车，我吃完早饭就骑车出了门。</p>
<figure><img src="scene:lake" alt="清晨平静的湖面，岸边垂柳，远处是灰瓦屋顶"><figcaption>早上七点的后海，遛弯的人比游客多。</figcaption></figure>
<h2>骑车路线</h2>
<ol>
<li>从客栈出发，沿前海、后海骑到西海，湖边几乎没有车。</li>
<li>折回银锭桥，往东拐到烟袋斜街，这时候店铺还没开门，街上很安静。</li>
<li>出斜街就是鼓楼和钟楼，在两座楼之间的小广场上停一停。</li>
</ol>
<p>回程在胡同口吃了焦圈配豆汁儿。豆汁儿那股酸味我还是没习惯，焦圈倒是吃了两个。下次想在冬天再来，听说湖面结冰以后可以滑冰。</p>`,
    },
    en: {
      title: 'A courtyard stay at Shichahai, and a morning ride to the Drum Tower',
      summary:
        'Two nights at the Shichahai Courtyard Inn Beijing: an early bike ride around the lakes, then into the hutongs for an old-style Beijing breakfast.',
      content: `<p>I have been to Beijing for work many times and always stayed in the towers around Guomao. This time I added a weekend and moved to the <strong>Shichahai Courtyard Inn Beijing</strong> to see the city of the hutongs.</p>
<h2>Two nights in a courtyard</h2>
<p>The inn is a converted courtyard house with the rooms set around a yard. Once the gate closes at night, the noise of the street feels far away. Breakfast of soy milk, fried dough sticks and steamed buns under the jujube tree, with sunlight slanting in under the eaves, makes it hard not to linger. Reception lends out bikes, so after breakfast I borrowed one and set off.</p>
<figure><img src="scene:lake" alt="A calm lake in the early morning, with willows on the bank and grey tiled roofs beyond"><figcaption>Houhai at seven in the morning: more locals out for a stroll than visitors.</figcaption></figure>
<h2>The route</h2>
<ol>
<li>From the inn, ride along Qianhai and Houhai to Xihai; there is almost no traffic by the water.</li>
<li>Head back to Yinding Bridge and turn east into Yandai Xiejie, which is still quiet before the shops open.</li>
<li>At the end of the lane are the Drum and Bell Towers; stop for a while in the little square between them.</li>
</ol>
<p>On the way back I had <em>jiaoquan</em>, crisp fried dough rings, with a bowl of <em>douzhir</em>, fermented mung bean drink, at the end of a hutong. I still can't get used to its sourness, but I ate two of the rings. Next time I would like to come in winter: I hear you can skate once the lakes freeze.</p>`,
    },
  },
  {
    key: 'demo-guangzhou-morning-tea-offer',
    channel: 'member-stories',
    daysAgo: 20,
    status: 'rejected',
    rejectReason:
      '文中以推荐单一商家和折扣信息为主，读起来像广告推广，不符合会员游记的投稿要求。请删去优惠、领券和“私信拿地址”等内容，补充你自己的行程和感受后再重新提交。',
    tags: ['广州', '美食', '优惠'],
    cover: 'street-food',
    author: 'demo',
    'zh-cn': {
      title: '广州早茶必打卡！这家茶楼虾饺全城第一，报我名字打折',
      summary: '来广州一定要喝早茶，这家老字号茶楼是我心中的第一名，现在去还有会员专属折扣，千万别错过！',
      content: `<p>来广州不喝早茶等于白来！这次我找到了一家<strong>全城最好吃</strong>的茶楼，虾饺皮薄到透明，一口一只，绝对是你吃过最好的。</p>
<h2>必点清单</h2>
<ul>
<li>水晶虾饺：全城第一，没有之一。</li>
<li>豉汁蒸凤爪：软糯入味，每桌必点。</li>
<li>流沙包：一咬就爆浆，拍照超好看。</li>
</ul>
<h2>优惠信息</h2>
<p>现在到店报我的名字可以打九折，周末还送一份招牌甜品！店在荔湾，名字就不写了，想要地址的朋友私信我，先到先得。</p>`,
    },
    en: {
      title: "Guangzhou's best dim sum! Mention my name for a discount",
      summary:
        "You can't visit Guangzhou without morning tea, and this old teahouse is my number one. Right now there's a members-only discount, so don't miss it!",
      content: `<p>A trip to Guangzhou without morning tea is a wasted trip! This time I found <strong>the best teahouse in the city</strong>: the har gow wrappers are so thin you can see through them, and they are hands down the best you will ever eat.</p>
<h2>Must-order list</h2>
<ul>
<li>Crystal shrimp dumplings: the best in town, full stop.</li>
<li>Chicken feet in black bean sauce: soft, rich, on every table.</li>
<li>Molten custard buns: they burst when you bite them, perfect for photos.</li>
</ul>
<h2>Special offer</h2>
<p>Mention my name at the door for 10% off, and get a free signature dessert at weekends! It's in Liwan; I won't write the name here, so message me for the address. First come, first served.</p>`,
    },
  },
];
